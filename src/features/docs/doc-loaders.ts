/**
 * The doc routes' loaders. They run in the browser only on a navigation inside the app (a
 * server-rendered page hydrates with the server's data), so their code and the server functions
 * they call come with the reader's first move to another page (doc-route.ts), not with the
 * page's first load.
 */
import { notFound, redirect, type AnyRouter } from '@tanstack/react-router'
import { inPageSidebar } from '~/lib/docs/in-page-sidebar'
import { missingPageHref } from '~/lib/docs/missing-page'
import { frameworkInPath, pageKeyOf } from '~/lib/docs/address'
import { inPageHtml } from '~/lib/in-page-html'
import { loadDocExtras, loadSidebarMarks } from '~/features/changes/compare-route'
import { PRELOAD_HEADERS } from '~/lib/preload'
import { compareParamOf } from '~/lib/changes/compare-param'
import { getDocPageFn, getDocsVersionFn } from './docs.functions'
import { docPageOf } from './doc-route'
import { pageRequests } from './page-requests'
import { routerHoldsFreshData, type RouterWithMatches } from './router-fresh-data'

function withSearch(href: string, searchStr: string): string {
  return searchStr && searchStr !== '?' ? `${href}${searchStr.startsWith('?') ? '' : '?'}${searchStr}` : href
}

type DocPageIdentity = { libraryId: string; version: string; framework?: string; page: string }

/** A page's name in the requests' table, the same however its identity was put together. */
const requestKey = ({ libraryId, version, framework, page }: DocPageIdentity) => JSON.stringify([libraryId, version, framework ?? null, page])

/**
 * The page data requests a press or a click sent ahead of the router (kept 2 s for the
 * navigation's loader to take), and the preloads on their way.
 */
const requests = pageRequests<Awaited<ReturnType<typeof getDocPageFn>>>({ keptMs: 2000 })

/** The two doc page routes (`docs/$`, `docs/framework/$framework/$`). */
const docPageRoute = /\/docs\/(?:framework\/\$framework\/)?\$$/

/**
 * Asks for the data of the doc page a link leads to, at the reader's press on it or at the
 * click, before the router has worked out the navigation (some milliseconds of the reader's
 * wait): the loader then takes that answer. True when it has just asked: the caller of a click
 * then starts the navigation a task later, once the request is on its way (the function's call
 * sends it after a few promise turns, which the router's and React's work for the navigation
 * would otherwise come before).
 * Only when the router would ask for it: not for the page on screen, not when the router holds
 * the page's data fresh (visited, or preloaded on the reader's intent), not when a request for
 * it is on its way already (asked at the press, or a preload the navigation will join), and not
 * for an address the router names otherwise (`getMatchedRoutes` is its own matching; only plain
 * addresses, whose raw parameters are the decoded ones the loader gets).
 */
export function requestDocPage(router: RouterWithMatches & Pick<AnyRouter, 'getMatchedRoutes'>, href: string): boolean {
  if (!/^[\w./-]+$/.test(href) || href === window.location.pathname) return false
  const [, params, route] = router.getMatchedRoutes(href)
  if (!route || !docPageRoute.test(route.id)) return false
  const data = docPageOf(params as Parameters<typeof docPageOf>[0])
  const key = requestKey(data)
  if (requests.onItsWay(key) || routerHoldsFreshData(router, href)) return false
  requests.ask(key, () => getDocPageFn({ data }))
  return true
}

type DocPageLoad = DocPageIdentity & { searchStr: string; pathname: string; preload?: boolean }

/**
 * Loads the doc page a route names by its identity. A page the version does not have sends the
 * reader to the version's default doc, keeping the query string and naming the missing page;
 * with none, it is a 404. A preload counts as on its way until the router has its outcome.
 */
export function loadDocPage(identity: DocPageLoad) {
  const key = requestKey(identity)
  return identity.preload ? requests.preloading(key, loadDocPageData(key, identity)) : loadDocPageData(key, identity)
}

async function loadDocPageData(key: string, identity: DocPageLoad) {
  const { searchStr, pathname, preload = false, ...data } = identity
  // The page's history comes with the page. A comparison (`?compare=`) is asked for at once
  // beside it rather than after it; a page that turns out to redirect, to be missing or
  // unavailable drops it.
  const extrasRequest = compareParamOf(searchStr) ? loadDocExtras(data, searchStr, preload) : undefined
  extrasRequest?.catch(() => {})
  // A preload on the reader's intent waits behind every click on the server (src/server/http/fair-queue.ts).
  // The answer a press or a click asked for serves a preload too, and stays for the navigation.
  const result = await (preload ? (requests.peek(key) ?? getDocPageFn({ data, headers: PRELOAD_HEADERS })) : (requests.take(key) ?? getDocPageFn({ data })))
  // The saturated server turned the page down for now: the reader sees "One moment" inside the
  // site (header and sidebar kept), which asks again by itself — never an error view. A preload
  // turned down is simply not kept, and the click asks again: the router keeps only a preload
  // that succeeded, and drops one that found nothing without a word (an error it would log). But
  // when the reader has clicked while it was on its way (the address is the page's already), the
  // navigation is waiting for this very preload, so it gets the notice too.
  const busy = (retryAfterSeconds: number) => {
    const href = withSearch(pathname, searchStr)
    if (preload && `${window.location.pathname}${window.location.search}` !== href) throw notFound()
    return { busy: true as const, retryAfterSeconds, href }
  }
  if (result.kind === 'busy') return busy(result.retryAfterSeconds)
  // `?from=reactTableV7` and the like travel on, with the page asked for when it is missing (the notice names it).
  if (result.kind === 'redirect') {
    const href = result.reason ? withSearch(result.href, searchStr) : missingPageHref(result.href, searchStr, pageKeyOf(data))
    throw redirect({ href, statusCode: result.reason === 'moved' ? 301 : undefined })
  }
  // Imported when needed: imported statically, it was a chunk of its own that the first navigation fetched after this one.
  if (result.kind === 'not-found')
    throw await (
      await import('./library-not-found')
    ).libraryNotFound(data.libraryId, data.version, result.message, 'suggestion' in result ? result.suggestion : undefined)
  const { title, description, editUrl, unavailable, checksPending } = result.doc
  const extras = unavailable ? undefined : await extrasRequest
  if (extras?.busy) return busy(extras.retryAfterSeconds)
  // Only what the page shows travels with it: the table of contents lists h2 and h3.
  return {
    busy: false as const,
    title,
    description,
    /** For the head of a page without a description of its own. */
    libraryDescription: result.libraryDescription,
    editUrl,
    unavailable,
    /** Shown with plain code blocks until their background check lands: kept briefly by caches (absent otherwise, so no page carries it for nothing). */
    ...(checksPending ? { checksPending } : {}),
    headings: result.doc.headings.filter((heading) => heading.level >= 2 && heading.level <= 3),
    html: inPageHtml('doc', result.doc.html),
    canonical: result.canonical,
    /** The page's Markdown twin. */
    markdownPath: `${pathname.replace(/\/+$/, '')}.md`,
    /** `?compare=`: the page against another version; "Last updated" (see features/changes). */
    comparison: extras?.comparison ?? undefined,
    history: (extras ? extras.history : result.history) ?? undefined,
  }
}

/**
 * What the docs layout of a version needs, kept small for the page's hydration data: the
 * frameworks by value (the layout labels them from the catalogue), and the sidebar of the URL's
 * framework (the version's first on neutral pages), whose sections the browser reads back from
 * the page's markup. The layout fetches another sidebar when the reader's framework differs.
 */
export async function loadDocsLayout(identity: { libraryId: string; version: string; pathname: string }) {
  const [info, marks] = await Promise.all([
    getDocsVersionFn({ data: { libraryId: identity.libraryId, version: identity.version, framework: frameworkInPath(identity.pathname) } }),
    loadSidebarMarks(identity.libraryId, identity.version),
  ])
  if ('notFound' in info) throw notFound({ data: { message: info.notFound } })
  return {
    frameworks: info.frameworks.map((framework) => framework.value),
    configProblem: info.configProblem,
    docsHref: info.docsHref,
    latestMajor: info.latestMajor,
    sidebar: { framework: info.sidebar.framework, sections: inPageSidebar(info.sidebar.sections) },
    /** "New" and "Updated" by link (features/changes). */
    marks,
  }
}
