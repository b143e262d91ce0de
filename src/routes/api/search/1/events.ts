import { createFileRoute } from '@tanstack/react-router'
import { eventsPreflight, handleEvents } from '~/server/search/events-endpoint'

export const Route = createFileRoute('/api/search/1/events')({
  server: { handlers: { POST: ({ request }) => handleEvents(request), OPTIONS: ({ request }) => eventsPreflight(request) } },
})
