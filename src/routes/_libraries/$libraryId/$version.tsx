import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { getLibrary } from '~/site/libraries'
import { isKnownVersion } from '~/site/versions'
import { withVersion } from '~/lib/version-path'

export const Route = createFileRoute('/_libraries/$libraryId/$version')({
  beforeLoad: ({ params, location }) => {
    if (!isKnownVersion(getLibrary(params.libraryId), params.version)) {
      throw redirect({ href: withVersion(location.href, params.version, 'latest') })
    }
  },
  component: Outlet,
})
