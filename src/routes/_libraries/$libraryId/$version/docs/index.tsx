import { createFileRoute, redirect } from '@tanstack/react-router'
import { defaultDocHref } from '~/lib/docs/paths'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: defaultDocHref(getLibrary(params.libraryId), params.version) })
  },
})
