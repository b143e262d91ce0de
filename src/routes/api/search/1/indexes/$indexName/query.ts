import { createFileRoute } from '@tanstack/react-router'
import { handleSingleQuery, preflight } from '~/server/search/http'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/query')({
  server: { handlers: { POST: ({ request, params }) => handleSingleQuery(request, params.indexName), OPTIONS: () => preflight() } },
})
