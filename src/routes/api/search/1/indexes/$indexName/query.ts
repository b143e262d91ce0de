import { createFileRoute } from '@tanstack/react-router'
import { handleSingleQuery, preflight } from '~/server/search/http'
import { otherMethods } from '~/server/http/methods'

export const Route = createFileRoute('/api/search/1/indexes/$indexName/query')({
  server: {
    handlers: { ...otherMethods('POST', 'OPTIONS'), POST: ({ request, params }) => handleSingleQuery(request, params.indexName), OPTIONS: () => preflight() },
  },
})
