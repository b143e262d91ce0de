import { createFileRoute } from '@tanstack/react-router'
import { SPONSORS_EMBED_CACHE_CONTROL } from '~/features/sponsors/embed'
import { SponsorsEmbed } from '~/features/sponsors/SponsorsEmbed'
import { getSponsorsFn } from '~/features/sponsors/sponsors.functions'

// Outside the site layout: this page is framed by other sites (see server/http/security-headers).
export const Route = createFileRoute('/sponsors-embed')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: () => getSponsorsFn(),
  // Never stale on the client: HTTP caching decides how fresh the widget is.
  staleTime: Infinity,
  headers: () => ({ 'Cache-Control': SPONSORS_EMBED_CACHE_CONTROL }),
  head: () => ({ meta: [{ title: 'Sponsors' }, { name: 'robots', content: 'noindex' }] }),
  component: function SponsorsEmbedRoute() {
    return <SponsorsEmbed sponsors={Route.useLoaderData()} />
  },
  errorComponent: () => <p className="p-4 text-sm">The sponsors list is not available right now.</p>,
})
