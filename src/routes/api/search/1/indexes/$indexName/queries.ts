import { createFileRoute } from '@tanstack/react-router'
import { handleQueries, preflight } from '~/server/search/http'
import { otherMethods } from '~/server/http/methods'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/queries')({
  server: { handlers: { ...otherMethods('POST', 'OPTIONS'), POST: ({ request }) => handleQueries(request), OPTIONS: () => preflight() } },
})
