import { createFileRoute } from '@tanstack/react-router'
import { getLandingStartFn, getLibraryLinksFn } from '~/features/docs/docs.functions'
import { inPageHtml } from '~/lib/in-page-html'
import { loadSponsorsForPage } from '~/features/sponsors/sponsors.functions'
import { LibraryLanding } from '~/features/library/LibraryLanding'
import { DOCS_STALE_TIME } from '~/lib/cache-policy'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/')({
  loader: async ({ params }) => {
    const data = { libraryId: params.libraryId, version: params.version }
    const [links, start] = await Promise.all([getLibraryLinksFn({ data }), getLandingStartFn({ data })])
    return {
      links,
      // The rendered HTML travels in the page's markup only, not again in its data.
      start: {
        installHtml: start.installHtml ? inPageHtml('landing-install', start.installHtml) : undefined,
        sample: start.sample ? { ...start.sample, html: inPageHtml('landing-sample', start.sample.html) } : undefined,
      },
      // Not waited for: the page streams, and its sponsors section fills in when the list comes.
      sponsors: loadSponsorsForPage(),
    }
  },
  staleTime: DOCS_STALE_TIME,
  head: ({ matches, params }) => {
    const library = getLibrary(params.libraryId)
    return { meta: seo({ title: `${siteNameOf(matches)} ${library.name}`.trim(), description: library.description, image: library.ogImage ?? ogImageUrl(siteUrlOf(matches), { title: library.tagline, library: library.id }) }) }
  },
  component: function LandingRoute() {
    const { libraryId, version } = Route.useParams()
    const { links, sponsors, start } = Route.useLoaderData()
    return <LibraryLanding library={getLibrary(libraryId)} version={version} links={links} sponsors={sponsors} start={start} />
  },
})
