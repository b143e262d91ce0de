import { createFileRoute } from '@tanstack/react-router'
import { handleFeedback } from '~/server/health/feedback-endpoint'
import { otherMethods } from '~/server/http/methods'

export const Route = createFileRoute('/api/feedback')({
  server: {
    handlers: {
      ...otherMethods('POST'),
      POST: ({ request }) => handleFeedback(request),
    },
  },
})
