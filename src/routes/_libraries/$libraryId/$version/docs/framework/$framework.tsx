import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { getLibrary } from '~/site/libraries'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/framework/$framework')({
  beforeLoad: ({ params }) => {
    const library = getLibrary(params.libraryId)
    if (!(library.frameworks as string[]).includes(params.framework)) {
      throw notFound({ data: { message: `${library.name} has no docs for the framework "${params.framework}".` } })
    }
  },
  component: Outlet,
})
