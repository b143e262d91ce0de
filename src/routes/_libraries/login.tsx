import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '~/features/pages/PlaceholderPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/login')({
  head: ({ matches }) => pageHead(matches, { title: 'Sign in' }),
  component: () => <PlaceholderPage title="Sign in" text="Maintainer sign-in is not open yet on this site." />,
})
