import { createFileRoute } from '@tanstack/react-router'
import { DocsLayout } from '~/features/docs/DocsLayout'
import { loadDocsLayout } from '~/features/docs/doc-route'
import { DOCS_STALE_TIME, docsCacheHeaders } from '~/lib/cache-policy'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs')({
  loader: ({ params, location }) => loadDocsLayout({ libraryId: params.libraryId, version: params.version, pathname: location.pathname }),
  staleTime: DOCS_STALE_TIME,
  // Not split: the component only hands the layout (already in the first load) its data; a chunk
  // of its own would be one more request before a doc page can hydrate.
  codeSplitGroupings: [],
  headers: () => docsCacheHeaders,
  component: function DocsLayoutRoute() {
    const { libraryId, version } = Route.useParams()
    return <DocsLayout library={getLibrary(libraryId)} version={version} info={Route.useLoaderData()} />
  },
})
