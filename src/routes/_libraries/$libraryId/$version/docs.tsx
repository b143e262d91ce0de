import { createFileRoute, notFound } from '@tanstack/react-router'
import { DocsLayout } from '~/features/docs/DocsLayout'
import { getDocsVersionFn } from '~/features/docs/docs.functions'
import { DOCS_STALE_TIME, docsCacheHeaders } from '~/lib/cache-policy'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs')({
  loader: async ({ params }) => {
    const info = await getDocsVersionFn({ data: { libraryId: params.libraryId, version: params.version } })
    if ('notFound' in info) throw notFound({ data: { message: info.notFound } })
    return info
  },
  staleTime: DOCS_STALE_TIME,
  headers: () => docsCacheHeaders,
  component: function DocsLayoutRoute() {
    const { libraryId, version } = Route.useParams()
    const { navigation, configProblem } = Route.useLoaderData()
    return <DocsLayout library={getLibrary(libraryId)} version={version} navigation={navigation} configProblem={configProblem} />
  },
})
