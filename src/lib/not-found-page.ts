/** The document title of every 404 (see `isNotFoundPage`). */
export const NOT_FOUND_TITLE = 'Page not found'

/** Whether a route's matches end in a 404, for `head` functions: its title is then `NOT_FOUND_TITLE`. */
export function isNotFoundPage(matches: readonly { status?: string }[]): boolean {
  return matches.some((match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true)
}
