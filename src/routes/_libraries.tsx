import { createFileRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/features/layout/SiteLayout'

export const Route = createFileRoute('/_libraries')({
  // The site's frame is on every page: it stays in the first load's chunk rather than in one of its own.
  codeSplitGroupings: [['errorComponent', 'notFoundComponent']],
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  // They stand in for this route's component, so they bring the site's header and footer themselves.
  notFoundComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteNotFound'),
  errorComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteError'),
})
