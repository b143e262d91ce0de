/**
 * A doc the version does not have sends the reader to the version's default doc (SPEC §2). The
 * page asked for travels along in `?missing=`, so the page that opens can say so: a redirect
 * answered by the server leaves no history state behind, and the notice must survive it.
 */
import { withoutFramework } from './address'

export const MISSING_PARAM = 'missing'
const MAX_SHOWN = 200

/** The default doc's href, keeping the reader's query string (`?from=…`) and naming the page asked for. */
export function missingPageHref(target: string, searchStr: string, requestedPage: string): string {
  const params = new URLSearchParams(searchStr)
  params.set(MISSING_PARAM, requestedPage.replace(/^\/+|\/+$/g, '').slice(0, MAX_SHOWN))
  return `${target}?${params.toString()}`
}

/**
 * The notice for a page opened in place of a missing one, or undefined when the URL names none.
 * `landedOn` is the path after `/docs/` of the page that opened.
 */
export function missingPageNotice(searchStr: string, where: { libraryName: string; version: string; landedOn: string }): string | undefined {
  const requested = new URLSearchParams(searchStr).get(MISSING_PARAM)?.trim()
  if (!requested || requested.length > MAX_SHOWN || [...requested].some((char) => char < ' ' || char === '\u007f')) return undefined
  const shown = withoutFramework(requested)
  const here = /(^|\/)overview$/.test(where.landedOn) ? 'here is the overview' : 'here is where its docs start'
  return `The page “${shown}” does not exist in ${where.libraryName} ${where.version}; ${here}.`
}
