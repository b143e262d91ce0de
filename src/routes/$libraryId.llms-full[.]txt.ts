import { createFileRoute } from '@tanstack/react-router'
import { libraryLlmsResponse } from '~/server/docs/responses'

export const Route = createFileRoute('/$libraryId/llms-full.txt')({
  server: { handlers: { GET: ({ params }) => libraryLlmsResponse(params.libraryId, 'full') } },
})
