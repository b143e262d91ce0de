/**
 * The one shape of a doc page route. Two file routes show doc pages — `docs/$` (pages shared by
 * every framework) and `docs/framework/$framework/$` — and both are made of these options, so a
 * change to one is a change to both. Markdown twins of the pages are answered before either
 * route runs (src/server/docs/markdown-negotiation.ts).
 */
import { useLoaderData } from '@tanstack/react-router'
import { compareDeps } from '~/features/changes/compare-route'
import { DOCS_STALE_TIME, docPageHeaders } from '~/lib/cache-policy'
import { BusyDocNotice } from './BusyDocNotice'
import { DocPage } from './DocPage'
import { docHead, docPageOf, loadDocPage } from './doc-route'

type DocRouteParams = { libraryId: string; version: string; framework?: string; _splat?: string }
type DocRouteData = Awaited<ReturnType<typeof loadDocPage>>

function DocPageRoute() {
  const doc = useLoaderData({ strict: false }) as DocRouteData
  return doc.busy ? <BusyDocNotice retryAfterSeconds={doc.retryAfterSeconds} href={doc.href} /> : <DocPage doc={doc} />
}

/** A fresh options object for each route: the router records a route's identity on its options. */
export const docPageRouteOptions = () => ({
  // A doc page loads again when the version it is compared with (`?compare=`) changes.
  loaderDeps: compareDeps,
  loader: ({ params, location, preload }: { params: DocRouteParams; location: { searchStr: string; pathname: string }; preload: boolean }) =>
    loadDocPage({ ...docPageOf(params), searchStr: location.searchStr, pathname: location.pathname, preload }),
  staleTime: DOCS_STALE_TIME,
  headers: ({ loaderData }: { loaderData?: DocRouteData }) => docPageHeaders(loaderData?.busy ? undefined : loaderData),
  head: ({ loaderData, matches, params }: { loaderData?: DocRouteData; matches: readonly { loaderData?: unknown }[]; params: DocRouteParams }) =>
    docHead(matches, params, loaderData),
  component: DocPageRoute,
})
