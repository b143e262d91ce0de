import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { findLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId')({
  beforeLoad: ({ params }) => {
    if (!findLibrary(params.libraryId)) {
      // SPEC §8's 'Library with id "…" not found' stays internal: a reader is told the page does not exist.
      throw notFound()
    }
  },
  component: Outlet,
})
