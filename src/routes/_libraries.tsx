import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/features/layout/SiteLayout'
import { SiteError, SiteNotFound } from '~/features/layout/SiteViews'
import { sponsorsQueryOptions } from '~/features/sponsors/sponsors.functions'

export const Route = createFileRoute('/_libraries')({
  loader: ({ context }) => {
    // Started, not awaited: the list is ready by the time a sponsors section renders.
    void context.queryClient.prefetchQuery(sponsorsQueryOptions)
  },
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  // They stand in for this route's component, so they bring the site's header and footer themselves.
  notFoundComponent: SiteNotFound,
  errorComponent: SiteError,
})
