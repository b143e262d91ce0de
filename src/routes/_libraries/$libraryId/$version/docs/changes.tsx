import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiChangesPage } from '~/features/changes/ApiChangesPage'
import { getApiChangesFn } from '~/features/changes/changes.functions'
import { DOCS_STALE_TIME, docsCacheHeaders } from '~/lib/cache-policy'
import { seo } from '~/lib/seo'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/changes')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: (search: Record<string, unknown>) => ({
    from: typeof search.from === 'string' || typeof search.from === 'number' ? String(search.from) : undefined,
  }),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ params, deps }) => {
    const answer = await getApiChangesFn({ data: { libraryId: params.libraryId, version: params.version, from: deps.from } })
    if (!answer) throw notFound()
    return answer
  },
  staleTime: DOCS_STALE_TIME,
  headers: () => docsCacheHeaders,
  head: ({ loaderData, params }) => ({
    meta: seo({
      title:
        loaderData?.kind === 'changes' ? `${loaderData.library.name} API changes from ${loaderData.older.label} to ${loaderData.newer.label}` : 'API changes',
      description: `API names renamed, removed and added between majors of ${getLibrary(params.libraryId).name}.`,
    }),
  }),
  component: function ApiChangesRoute() {
    return <ApiChangesPage answer={Route.useLoaderData()} />
  },
})
