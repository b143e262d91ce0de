import { createFileRoute } from '@tanstack/react-router'
import { DocPage } from '~/features/docs/DocPage'
import { docHead, loadDocOrRedirect } from '~/features/docs/doc-route'
import { DOCS_STALE_TIME, docPageHeaders, frameworkDocFiles } from '~/lib/docs/paths'
import { rawDocResponse } from '~/server/docs/responses'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/$')({
  loader: ({ params }) => {
    const library = getLibrary(params.libraryId)
    return loadDocOrRedirect({ library, version: params.version, ...frameworkDocFiles(library, params.framework, params._splat ?? '') })
  },
  server: {
    handlers: {
      // `….md` serves the page's Markdown; every other request renders the page.
      GET: ({ params, next }) =>
        params._splat?.endsWith('.md')
          ? rawDocResponse({ libraryId: params.libraryId, version: params.version, splat: params._splat, framework: params.framework })
          : next(),
    },
  },
  staleTime: DOCS_STALE_TIME,
  headers: ({ loaderData }) => docPageHeaders(loaderData),
  head: ({ loaderData, matches, params }) => docHead(matches, params.libraryId, loaderData),
  component: function FrameworkDocRoute() {
    const { libraryId, version, framework } = Route.useParams()
    return <DocPage library={getLibrary(libraryId)} version={version} framework={framework} doc={Route.useLoaderData()} />
  },
})
