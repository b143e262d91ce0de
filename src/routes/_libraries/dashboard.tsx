import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '~/features/pages/PlaceholderPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/dashboard')({
  head: ({ matches }) => pageHead(matches, { title: 'Dashboard' }),
  component: () => <PlaceholderPage title="Dashboard" text="The maintainers' dashboard is not open yet on this site." />,
})
