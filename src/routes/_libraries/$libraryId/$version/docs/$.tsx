import { createFileRoute } from '@tanstack/react-router'
import { DocPage } from '~/features/docs/DocPage'
import { docHead, docPageOf, loadDocPage } from '~/features/docs/doc-route'
import { DOCS_STALE_TIME, docPageHeaders } from '~/lib/cache-policy'
import { compareDeps } from '~/features/changes/compare-route'
import { docMarkdownResponse } from '~/server/changes/responses'
import { wantsMarkdown } from '~/server/docs/responses'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/$')({
  loaderDeps: compareDeps,
  loader: ({ params, location }) => loadDocPage({ ...docPageOf(params), searchStr: location.searchStr, pathname: location.pathname }),
  server: {
    handlers: {
      // The page's Markdown for `….md` and for requests that ask for Markdown; the page otherwise.
      GET: ({ params, request, next }) => {
        const doc = docPageOf(params)
        return wantsMarkdown(doc.page, request) ? docMarkdownResponse(doc, request) : next()
      },
    },
  },
  staleTime: DOCS_STALE_TIME,
  headers: ({ loaderData }) => docPageHeaders(loaderData),
  head: ({ loaderData, matches, params }) => docHead(matches, params, loaderData),
  component: function CoreDocRoute() {
    return <DocPage doc={Route.useLoaderData()} />
  },
})
