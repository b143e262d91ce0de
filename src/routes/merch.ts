import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '~/server/config'

export const Route = createFileRoute('/merch')({
  server: {
    handlers: {
      GET: () => new Response(null, { status: 301, headers: { Location: getConfig().MERCH_URL } }),
    },
  },
})
