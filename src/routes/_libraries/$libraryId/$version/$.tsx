import { createFileRoute } from '@tanstack/react-router'
import { libraryNotFound } from '~/features/docs/library-not-found'

// Any other path under a library version: legacy paths were redirected by the root already.
export const Route = createFileRoute('/_libraries/$libraryId/$version/$')({
  codeSplitGroupings: [['loader']],
  loader: async ({ params }) => {
    throw await libraryNotFound(params.libraryId, params.version)
  },
})
