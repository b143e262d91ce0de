import { createFileRoute } from '@tanstack/react-router'
import { FrameworkChooser } from '~/features/docs/FrameworkChooser'
import { DOCS_STALE_TIME } from '~/lib/cache-policy'
import { pageHead } from '~/lib/page-head'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/')({
  staleTime: DOCS_STALE_TIME,
  head: ({ matches, params }) => pageHead(matches, { title: `Choose a framework | ${getLibrary(params.libraryId).name} Docs` }),
  component: function FrameworkChooserRoute() {
    const { libraryId, version } = Route.useParams()
    return <FrameworkChooser library={getLibrary(libraryId)} version={version} />
  },
})
