import { createFileRoute } from '@tanstack/react-router'
import { EthosPage } from '~/features/pages/EthosPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/ethos')({
  head: ({ matches }) =>
    pageHead(matches, { title: 'Ethos', describe: (site) => `The philosophy behind ${site} and its commitment to building for the open web.` }),
  component: EthosPage,
})
