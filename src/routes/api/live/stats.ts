import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '~/server/config'
import { readOnlyHandlers } from '~/server/live/method'
import { getLiveChannel, liveStatsEventStream } from '~/server/live'

export const Route = createFileRoute('/api/live/stats')({
  server: {
    handlers: {
      ...readOnlyHandlers,
      GET: async ({ request }) =>
        liveStatsEventStream(await getLiveChannel(), { heartbeatMs: getConfig().LIVE_STATS_HEARTBEAT_SECONDS * 1000, signal: request.signal }),
    },
  },
})
