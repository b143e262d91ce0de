import { createFileRoute, notFound } from '@tanstack/react-router'

// Any other path under a library version: legacy paths were redirected by the root already.
export const Route = createFileRoute('/_libraries/$libraryId/$version/$')({
  beforeLoad: () => {
    throw notFound()
  },
})
