import { createFileRoute } from '@tanstack/react-router'
import { blockHoversResponse } from '~/server/snippets/hover-data'
import { otherMethods } from '~/server/http/methods'

/** `GET /api/snippet-hovers/{checker}/{library}/{commit}/{framework}/{block}`: a checked block's type hovers, as JSON. */
export const Route = createFileRoute('/api/snippet-hovers/$checker/$libraryId/$commit/$framework/$block')({
  server: {
    handlers: {
      ...otherMethods('GET'),
      GET: ({ params }) => blockHoversResponse(params),
    },
  },
})
