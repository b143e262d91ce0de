import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '~/features/pages/SupportPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/support')({
  head: ({ matches }) =>
    pageHead(matches, { title: 'Help and support', describe: (site) => `Where to ask questions and report bugs about ${site} libraries.` }),
  component: SupportPage,
})
