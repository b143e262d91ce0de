import { createFileRoute } from '@tanstack/react-router'
import { getViewerFn } from '~/features/auth/auth.functions'
import { LoginPage } from '~/features/auth/LoginPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Sign in' }).meta, { name: 'robots', content: 'noindex' }] }),
  loader: () => getViewerFn(),
  component: function LoginRoute() {
    const { viewer, github } = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <LoginPage viewer={viewer} github={github} redirect={redirect} />
  },
})
