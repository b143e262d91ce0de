import { createFileRoute } from '@tanstack/react-router'
import { DocPage } from '~/features/docs/DocPage'
import { docHead, loadDocPage } from '~/features/docs/doc-route'
import { DOCS_STALE_TIME, docPageHeaders } from '~/lib/docs/paths'
import { rawDocResponse } from '~/server/docs/responses'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/$')({
  loader: ({ params, location }) =>
    loadDocPage({ libraryId: params.libraryId, version: params.version, page: params._splat ?? '', searchStr: location.searchStr }),
  server: {
    handlers: {
      // `….md` serves the page's Markdown; every other request renders the page.
      GET: ({ params, next }) =>
        params._splat?.endsWith('.md') ? rawDocResponse({ libraryId: params.libraryId, version: params.version, page: params._splat }) : next(),
    },
  },
  staleTime: DOCS_STALE_TIME,
  headers: ({ loaderData }) => docPageHeaders(loaderData),
  head: ({ loaderData, matches, params }) => docHead(matches, params.libraryId, loaderData),
  component: function CoreDocRoute() {
    return <DocPage doc={Route.useLoaderData()} />
  },
})
