import { createFileRoute } from '@tanstack/react-router'
import { libraryNotFound } from '~/features/docs/library-not-found'
import { FrameworkLanding } from '~/features/docs/FrameworkLanding'
import { DOCS_STALE_TIME } from '~/lib/cache-policy'
import { pageHead } from '~/lib/page-head'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ parentMatchPromise, params }) => {
    const frameworks = (await parentMatchPromise).loaderData?.frameworks ?? []
    if (!frameworks.includes(params.framework)) {
      throw await libraryNotFound(
        params.libraryId,
        params.version,
        `${getLibrary(params.libraryId).name} ${params.version} has no docs for ${frameworkLabel(params.framework)}.`,
      )
    }
  },
  staleTime: DOCS_STALE_TIME,
  head: ({ matches, params }) => pageHead(matches, { title: frameworkLabel(params.framework) }),
  component: function FrameworkLandingRoute() {
    const { libraryId, version, framework } = Route.useParams()
    return <FrameworkLanding library={getLibrary(libraryId)} version={version} framework={framework} />
  },
})
