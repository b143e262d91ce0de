import { createFileRoute } from '@tanstack/react-router'
import { loadExample } from '~/features/examples/example-route'
import { ExampleViewer } from '~/features/examples/ExampleViewer'
import { docsCacheHeaders } from '~/lib/docs/paths'
import { EXAMPLES_STALE_TIME, exampleSearchSchema } from '~/lib/examples/paths'
import { pageHead } from '~/lib/page-head'
import { getFrameworkOption } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/examples/$')({
  validateSearch: exampleSearchSchema,
  loaderDeps: ({ search }) => ({ path: search.path }),
  loader: ({ context, params, deps }) =>
    loadExample({
      queryClient: context.queryClient,
      libraryId: params.libraryId,
      version: params.version,
      framework: params.framework,
      name: params._splat ?? '',
      path: deps.path,
    }),
  staleTime: EXAMPLES_STALE_TIME,
  headers: () => docsCacheHeaders,
  head: ({ matches, params }) =>
    pageHead(matches, {
      title: `${params._splat ?? ''} | ${getFrameworkOption(params.framework)?.label ?? params.framework} Example | ${getLibrary(params.libraryId).name}`,
    }),
  component: function ExampleRoute() {
    const { libraryId, version, framework, _splat } = Route.useParams()
    return <ExampleViewer library={getLibrary(libraryId)} version={version} framework={framework} name={_splat ?? ''} data={Route.useLoaderData()} />
  },
})
