import { createFileRoute } from '@tanstack/react-router'
import { FrameworkLanding } from '~/features/docs/FrameworkLanding'
import { DOCS_STALE_TIME } from '~/lib/docs/paths'
import { pageHead } from '~/lib/page-head'
import { getFrameworkOption } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework/')({
  staleTime: DOCS_STALE_TIME,
  head: ({ matches, params }) => pageHead(matches, { title: getFrameworkOption(params.framework)?.label ?? params.framework }),
  component: function FrameworkLandingRoute() {
    const { libraryId, version, framework } = Route.useParams()
    return <FrameworkLanding library={getLibrary(libraryId)} version={version} framework={framework} />
  },
})
