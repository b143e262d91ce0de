import { useMatches } from '@tanstack/react-router'

/** A path as the pages compare it: decoded, without a trailing slash. */
export function comparablePath(pathname: string): string {
  return decodeURI(pathname).replace(/\/$/, '')
}

/**
 * The path of the page on screen (decoded, no trailing slash). A link's click moves the router's
 * location at once, long before the next page's data has come: read from there, the shell and
 * the page being left rendered again for the new path, a render and a frame the data request
 * waited behind. The last presented match changes with the new page, in the same render.
 */
export function usePresentedPathname(): string {
  return useMatches({ select: (matches) => comparablePath(matches[matches.length - 1]?.pathname ?? '/') })
}
