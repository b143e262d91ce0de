import { createFileRoute } from '@tanstack/react-router'
import { handleFeedback } from '~/server/health/feedback-endpoint'

export const Route = createFileRoute('/api/feedback')({
  server: {
    handlers: {
      POST: ({ request }) => handleFeedback(request),
    },
  },
})
