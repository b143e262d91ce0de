import { createFileRoute } from '@tanstack/react-router'
import { DedicatedSupportPage } from '~/features/pages/DedicatedSupportPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/dedicated-support')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async () => {
    // Imported here, so the list stays out of the route definitions every page loads.
    const { consultants, fetchedConsultantIds } = await import('~/site/consultants')
    const ids = new Set([0, ...fetchedConsultantIds()])
    return { consultants: consultants.filter((c) => ids.has(c.id)) }
  },
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'Dedicated support',
      describe: (site) => `Private consultation and enterprise support contracts for ${site} libraries.`,
    }),
  component: function DedicatedSupportRoute() {
    return <DedicatedSupportPage consultants={Route.useLoaderData().consultants} />
  },
})
