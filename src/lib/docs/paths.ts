import type { Library } from '~/site/types'

export function docsBase(libraryId: string, version: string): string {
  return `/${libraryId}/${version}/docs`
}

export function docsRootOf(library: Library): string {
  return library.docsRoot ?? 'docs'
}

/** The framework a docs path names (`…/docs/framework/{framework}/…`), if any. */
export function frameworkInPath(pathname: string): string | undefined {
  return /\/docs\/framework\/([^/]+)/.exec(pathname)?.[1]
}

/** Replaces the version segment, or the framework segment, of the current docs path. */
export function switchPath(pathname: string, change: { version?: string; framework?: string }): string {
  const segments = pathname.split('/')
  if (change.version) segments[2] = change.version
  if (change.framework) {
    const index = segments.indexOf('framework', 4)
    if (index > 0 && segments[index + 1]) segments[index + 1] = change.framework
  }
  return segments.join('/')
}
