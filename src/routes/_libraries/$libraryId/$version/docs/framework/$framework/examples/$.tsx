import { createFileRoute } from '@tanstack/react-router'
import { ExampleViewer } from '~/features/examples/ExampleViewer'
import { loadedPageHeaders } from '~/lib/cache-policy'
import { EXAMPLES_STALE_TIME, parseExampleSearch } from '~/lib/examples/search'
import { pageHead } from '~/lib/page-head'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/examples/$')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: parseExampleSearch,
  // The search holds the raw parameters too (a repeated `path` is a list): read it validated.
  loaderDeps: ({ search }) => ({ path: parseExampleSearch(search).path }),
  // Imported on demand: the example code stays out of the JavaScript every page loads.
  loader: async ({ params, deps }) => {
    const { loadExample } = await import('~/features/examples/example-route')
    return loadExample({
      libraryId: params.libraryId,
      version: params.version,
      framework: params.framework,
      name: params._splat ?? '',
      path: deps.path,
    })
  },
  staleTime: EXAMPLES_STALE_TIME,
  headers: ({ loaderData }) => loadedPageHeaders(loaderData),
  head: ({ matches, params }) =>
    pageHead(matches, {
      title: `${params._splat ?? ''} | ${frameworkLabel(params.framework)} Example | ${getLibrary(params.libraryId).name}`,
    }),
  component: function ExampleRoute() {
    const { libraryId, version, framework, _splat } = Route.useParams()
    return <ExampleViewer library={getLibrary(libraryId)} version={version} framework={framework} name={_splat ?? ''} data={Route.useLoaderData()} />
  },
})
