import { createFileRoute } from '@tanstack/react-router'
import { handleRecommendations, preflight } from '~/server/search/http'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/recommendations')({
  server: { handlers: { POST: ({ request }) => handleRecommendations(request), OPTIONS: () => preflight() } },
})
