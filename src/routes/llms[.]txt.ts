import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '~/server/config'
import { llmsTxtResponse } from '~/server/docs/responses'

export const Route = createFileRoute('/llms.txt')({
  server: {
    handlers: {
      GET: () => llmsTxtResponse(getConfig().SITE_NAME, getConfig().SITE_URL),
    },
  },
})
