import { createFileRoute } from '@tanstack/react-router'
import { libraryNotFound } from '~/features/docs/library-not-found'

// Any other path under a library version: legacy paths were sent on already, by the server or,
// in the app, by the doc text's link handler (legacy-links.ts).
export const Route = createFileRoute('/_libraries/$libraryId/$version/$')({
  codeSplitGroupings: [['loader']],
  loader: async ({ params }) => {
    throw await libraryNotFound(params.libraryId, params.version)
  },
})
