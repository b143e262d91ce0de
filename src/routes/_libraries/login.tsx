import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '~/features/auth/LoginPage'
import { pageHead } from '~/lib/page-head'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

export const Route = createFileRoute('/_libraries/login')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  headers: () => ({ 'Cache-Control': PRIVATE_NO_STORE }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Sign in' }).meta, { name: 'robots', content: 'noindex' }] }),
  // Imported here, so the auth calls stay out of the route definitions every page loads.
  loader: async () => (await import('~/features/auth/auth.functions')).getViewerFn(),
  component: function LoginRoute() {
    const { viewer, github } = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <LoginPage viewer={viewer} github={github} redirect={redirect} />
  },
})
