import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/features/pages/TermsPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/terms')({
  head: ({ matches }) => pageHead(matches, { title: 'Terms of Service', describe: (site) => `The terms of service of the ${site} website.` }),
  component: TermsPage,
})
