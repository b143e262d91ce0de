import { createFileRoute } from '@tanstack/react-router'
import { handleQueries, preflight } from '~/server/search/http'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/queries')({
  server: { handlers: { POST: ({ request }) => handleQueries(request), OPTIONS: () => preflight() } },
})
