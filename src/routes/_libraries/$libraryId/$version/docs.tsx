import { createFileRoute } from '@tanstack/react-router'
import { DocsLayout } from '~/features/docs/DocsLayout'
import { fetchDocsConfigFn } from '~/features/docs/docs.functions'
import { DOCS_STALE_TIME, docsCacheHeaders, docsRootOf } from '~/lib/docs/paths'
import { getLibrary } from '~/site/libraries'
import { resolveBranch } from '~/site/versions'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs')({
  loader: async ({ params }) => {
    const library = getLibrary(params.libraryId)
    return fetchDocsConfigFn({
      data: { repo: library.repo, branch: resolveBranch(library, params.version), docsRoot: docsRootOf(library) },
    })
  },
  staleTime: DOCS_STALE_TIME,
  headers: () => docsCacheHeaders,
  component: function DocsLayoutRoute() {
    const { libraryId, version } = Route.useParams()
    const { config, problem } = Route.useLoaderData()
    return <DocsLayout library={getLibrary(libraryId)} version={version} config={config} configProblem={problem} />
  },
})
