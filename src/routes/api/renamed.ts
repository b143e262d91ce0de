import { createFileRoute } from '@tanstack/react-router'
import { renameHintsResponse } from '~/server/changes/responses'
import { otherMethods } from '~/server/http/methods'

/** `GET /api/renamed?q=cacheTime[&library=query]`: where a renamed API name went (the search dialog's hint). */
export const Route = createFileRoute('/api/renamed')({
  server: {
    handlers: {
      ...otherMethods('GET'),
      GET: ({ request }) => renameHintsResponse(new URL(request.url).searchParams),
    },
  },
})
