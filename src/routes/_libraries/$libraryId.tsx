import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { findLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId')({
  beforeLoad: ({ params }) => {
    if (!findLibrary(params.libraryId)) {
      throw notFound({ data: { message: `Library with id "${params.libraryId}" not found` } })
    }
  },
  component: Outlet,
})
