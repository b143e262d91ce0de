import { createFileRoute } from '@tanstack/react-router'
import { handleRecommendations, preflight } from '~/server/search/http'
import { otherMethods } from '~/server/http/methods'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/recommendations')({
  server: { handlers: { ...otherMethods('POST', 'OPTIONS'), POST: ({ request }) => handleRecommendations(request), OPTIONS: () => preflight() } },
})
