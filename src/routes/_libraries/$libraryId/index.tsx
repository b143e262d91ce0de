import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_libraries/$libraryId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$libraryId/$version', params: { libraryId: params.libraryId, version: 'latest' } })
  },
})
