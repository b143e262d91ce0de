import { createFileRoute } from '@tanstack/react-router'
import { libraryLlmsResponse } from '~/server/docs/responses'

export const Route = createFileRoute('/$libraryId/llms.txt')({
  server: { handlers: { GET: ({ params }) => libraryLlmsResponse(params.libraryId, 'index') } },
})
