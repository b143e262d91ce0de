import { createFileRoute, redirect } from '@tanstack/react-router'
import { getLibrary } from '~/site/libraries'
import { isKnownVersion } from '~/site/versions'
import { withVersion } from '~/lib/version-path'

// No component: the router renders the child route in its place (an `Outlet`), with no chunk of its own to fetch.
export const Route = createFileRoute('/_libraries/$libraryId/$version')({
  beforeLoad: ({ params, location }) => {
    if (!isKnownVersion(getLibrary(params.libraryId), params.version)) {
      throw redirect({ href: withVersion(location.href, params.version, 'latest') })
    }
  },
})
