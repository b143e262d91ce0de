import { useRouter } from '@tanstack/react-router'
import { useMemo, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react'
import { currentHref } from './legacy-links'
import { requestDocPage } from './doc-route'

/** The address of a link the app follows itself: the site's own pages, not one opened elsewhere or in the same page. */
function inAppHref(anchor: HTMLAnchorElement | null): string | undefined {
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** A press or click with the main button and no key held: one the app follows itself. */
const plainPress = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Handlers for an element holding plain links (`<a href>`): a plain click on a link to the site's
 * own pages moves inside the app, and pointing at, focusing or touching one preloads its page, as a
 * router `Link` does. Used where the links are many or written as HTML (the docs sidebar, a doc's
 * text): each router `Link` follows the router's location, so at a click some two hundred of them
 * worked out their state again and the ones that changed were drawn, a frame the new page's data
 * request waited behind. A link marked `data-page-link` (a list of the site's pages) is followed
 * as it is; one in doc text may be written against the old site's addresses (legacy-links.ts).
 * A mouse or pen press on a listed link asks for its page's data at once: the click comes some
 * 50–100 ms later, when the release does, and the navigation waits for it. A press that is not
 * followed by a click (a drag, a release elsewhere) costs that request and nothing else. A touch
 * preloads at touchstart instead: a finger on a link is as often the start of a scroll.
 */
export function useInAppLinks() {
  const router = useRouter()
  return useMemo(() => {
    let preloadTimer: ReturnType<typeof setTimeout> | undefined
    const linkOf = (event: SyntheticEvent) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a:not([data-external])')
      const href = inAppHref(anchor)
      return href ? { href, listed: anchor!.hasAttribute('data-page-link') } : undefined
    }
    const preload = (event: SyntheticEvent, delayMs: number) => {
      const link = linkOf(event)
      clearTimeout(preloadTimer)
      if (link)
        preloadTimer = setTimeout(
          () =>
            void (link.listed ? Promise.resolve(link.href) : currentHref(link.href)).then((href) => router.preloadRoute({ to: href })).catch(() => undefined),
          delayMs,
        )
    }
    return {
      onClick(event: MouseEvent) {
        const link = linkOf(event)
        if (!link || event.defaultPrevented || !plainPress(event)) return
        event.preventDefault()
        clearTimeout(preloadTimer)
        if (link.listed) {
          const navigate = () => void router.navigate({ href: link.href })
          // The page's data asked for first, the navigation a task later (doc-loaders.ts).
          if (requestDocPage(router, link.href)) setTimeout(navigate)
          else navigate()
        } else
          void currentHref(link.href).then(
            (href) => router.navigate({ href }),
            // The legacy tables could not be fetched: the server answers the address itself.
            () => window.location.assign(link.href),
          )
      },
      // The hover's preload, if it comes after the press, takes the press's answer (doc-loaders.ts).
      onPointerDown(event: PointerEvent) {
        const link = event.pointerType !== 'touch' && plainPress(event) && linkOf(event)
        if (link && link.listed) requestDocPage(router, link.href)
      },
      // A pointer passing over on its way elsewhere preloads nothing.
      onMouseOver: (event: SyntheticEvent) => preload(event, 50),
      onFocus: (event: SyntheticEvent) => preload(event, 0),
      onTouchStart: (event: SyntheticEvent) => preload(event, 0),
    }
  }, [router])
}
