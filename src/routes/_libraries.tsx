import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ErrorView } from '~/features/layout/ErrorView'
import { NotFound, notFoundMessage } from '~/features/layout/NotFound'
import { SiteLayout } from '~/features/layout/SiteLayout'
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
  notFoundComponent: ({ data }) => (
    <SiteLayout>
      <NotFound message={notFoundMessage(data)} />
    </SiteLayout>
  ),
  errorComponent: (props) => (
    <SiteLayout>
      <ErrorView {...props} />
    </SiteLayout>
  ),
})
