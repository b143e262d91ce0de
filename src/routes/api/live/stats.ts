import { createFileRoute } from '@tanstack/react-router'
import { liveStatsStreamResponse } from '~/server/live/endpoint'
import { readOnlyHandlers } from '~/server/live/method'

export const Route = createFileRoute('/api/live/stats')({
  server: { handlers: { ...readOnlyHandlers, GET: ({ request }) => liveStatsStreamResponse(request) } },
})
