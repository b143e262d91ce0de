import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '~/features/pages/PrivacyPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/privacy')({
  head: ({ matches }) => pageHead(matches, { title: 'Privacy Policy', describe: (site) => `What the ${site} website stores about its visitors and why.` }),
  component: PrivacyPage,
})
