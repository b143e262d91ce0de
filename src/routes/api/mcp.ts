import { createFileRoute } from '@tanstack/react-router'
import { handleMcpRequest } from '~/server/mcp/handler'

export const Route = createFileRoute('/api/mcp')({
  server: {
    handlers: {
      POST: ({ request }) => handleMcpRequest(request),
      GET: ({ request }) => handleMcpRequest(request),
      DELETE: ({ request }) => handleMcpRequest(request),
      // Every other method gets the handler's JSON-RPC 405 naming POST (never the HTML shell).
      ANY: ({ request }) => handleMcpRequest(request),
    },
  },
})
