import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/features/layout/SiteLayout'
import { SiteError, SiteNotFound } from '~/features/layout/SiteViews'

export const Route = createFileRoute('/_libraries')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  // They stand in for this route's component, so they bring the site's header and footer themselves.
  notFoundComponent: SiteNotFound,
  errorComponent: SiteError,
})
