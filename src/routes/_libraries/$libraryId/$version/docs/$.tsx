import { createFileRoute } from '@tanstack/react-router'
import { DocPage } from '~/features/docs/DocPage'
import { loadDocOrRedirect, docHead } from '~/features/docs/doc-route'
import { DOCS_STALE_TIME, coreDocFile, docPageHeaders } from '~/lib/docs/paths'
import { rawDocResponse } from '~/server/docs/responses'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/$')({
  loader: ({ params }) => {
    const library = getLibrary(params.libraryId)
    return loadDocOrRedirect({ library, version: params.version, filePath: coreDocFile(library, params._splat ?? '') })
  },
  server: {
    handlers: {
      // `….md` serves the page's Markdown; every other request renders the page.
      GET: ({ params, next }) =>
        params._splat?.endsWith('.md')
          ? rawDocResponse({ libraryId: params.libraryId, version: params.version, splat: params._splat })
          : next(),
    },
  },
  staleTime: DOCS_STALE_TIME,
  headers: ({ loaderData }) => docPageHeaders(loaderData),
  head: ({ loaderData, matches, params }) => docHead(matches, params.libraryId, loaderData),
  component: function CoreDocRoute() {
    const { libraryId, version } = Route.useParams()
    return <DocPage library={getLibrary(libraryId)} version={version} doc={Route.useLoaderData()} />
  },
})
