import { createFileRoute } from '@tanstack/react-router'
import { readOnlyHandlers } from '~/server/live/method'
import { getLiveChannel, liveStatsJson } from '~/server/live'

export const Route = createFileRoute('/api/live/stats.json')({
  server: {
    handlers: {
      ...readOnlyHandlers,
      GET: async () => liveStatsJson(await getLiveChannel()),
    },
  },
})
