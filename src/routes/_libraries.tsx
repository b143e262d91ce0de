import { createFileRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '~/features/layout/SiteLayout'

export const Route = createFileRoute('/_libraries')({
  // Nothing split: the site's frame is on every page, so it stays in the first load's chunk, and
  // the error and not-found views below load lazily by themselves (a split would only add a
  // chunk holding their two loaders to every first load).
  codeSplitGroupings: [],
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  // They stand in for this route's component, so they bring the site's header and footer themselves.
  notFoundComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteNotFound'),
  errorComponent: lazyRouteComponent(() => import('~/features/layout/SiteViews'), 'SiteError'),
})
