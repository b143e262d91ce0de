import { createFileRoute } from '@tanstack/react-router'
import { eventsPreflight, handleEvents } from '~/server/search/events-endpoint'
import { otherMethods } from '~/server/http/methods'

export const Route = createFileRoute('/api/search/1/events')({
  server: {
    handlers: { ...otherMethods('POST', 'OPTIONS'), POST: ({ request }) => handleEvents(request), OPTIONS: ({ request }) => eventsPreflight(request) },
  },
})
