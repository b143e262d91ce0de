import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/HomePage'
import { getLiveFiguresAvailableFn } from '~/features/live/live.functions'
import { loadSponsorsForPage } from '~/features/sponsors/sponsors.functions'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'

export const Route = createFileRoute('/_libraries/')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // The random number seeds the background layout, the same on the server and in the browser.
  // The sponsors list is not waited for: the page streams, and its section fills in when it comes.
  // Whether live figures exist decides whether their box is drawn at all (never an empty one).
  loader: async () => ({ seed: Math.random(), sponsors: loadSponsorsForPage(), liveFigures: await getLiveFiguresAvailableFn() }),
  staleTime: Infinity,
  // Title and description come from the root; the home page adds its social card.
  head: ({ matches }) => {
    const image = ogImageUrl(siteUrlOf(matches), { title: `${siteNameOf(matches)}: high quality open-source software for web developers` })
    return {
      meta: [
        { property: 'og:image', content: image },
        { name: 'twitter:image', content: image },
        { name: 'twitter:card', content: 'summary_large_image' },
      ],
    }
  },
  component: function HomeRoute() {
    const { seed, sponsors, liveFigures } = Route.useLoaderData()
    return <HomePage seed={seed} sponsors={sponsors} liveFigures={liveFigures} />
  },
})
