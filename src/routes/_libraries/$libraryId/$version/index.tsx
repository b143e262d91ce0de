import { createFileRoute } from '@tanstack/react-router'
import { loadLibraryLanding } from '~/features/library/landing-route'
import { LibraryLanding } from '~/features/library/LibraryLanding'
import { DOCS_STALE_TIME } from '~/lib/cache-policy'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ params }) => loadLibraryLanding({ libraryId: params.libraryId, version: params.version }),
  staleTime: DOCS_STALE_TIME,
  head: ({ matches, params, loaderData }) => {
    const library = getLibrary(params.libraryId)
    return {
      meta: seo({
        title: `${siteNameOf(matches)} ${library.name}`.trim(),
        description: loaderData?.links.description ?? library.tagline,
        image: library.ogImage ?? ogImageUrl(siteUrlOf(matches), { title: library.tagline, library: library.id }),
      }),
    }
  },
  component: function LandingRoute() {
    const { libraryId, version } = Route.useParams()
    const { links, sponsors, start } = Route.useLoaderData()
    return <LibraryLanding library={getLibrary(libraryId)} version={version} links={links} sponsors={sponsors} start={start} />
  },
})
