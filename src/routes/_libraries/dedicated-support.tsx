import { createFileRoute } from '@tanstack/react-router'
import { DedicatedSupportPage } from '~/features/pages/DedicatedSupportPage'
import { pageHead } from '~/lib/page-head'
import { consultants, fetchedConsultantIds } from '~/site/consultants'

export const Route = createFileRoute('/_libraries/dedicated-support')({
  loader: () => {
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
