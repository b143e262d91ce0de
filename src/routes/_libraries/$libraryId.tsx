import { createFileRoute, notFound } from '@tanstack/react-router'
import { findLibrary } from '~/site/libraries'

// No component: the router renders the child route in its place (an `Outlet`), with no chunk of its own to fetch.
export const Route = createFileRoute('/_libraries/$libraryId')({
  beforeLoad: ({ params }) => {
    if (!findLibrary(params.libraryId)) {
      // SPEC §8's 'Library with id "…" not found' stays internal: a reader is told the page does not exist.
      throw notFound()
    }
  },
})
