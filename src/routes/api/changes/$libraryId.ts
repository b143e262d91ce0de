import { createFileRoute } from '@tanstack/react-router'
import { apiChangesJsonResponse } from '~/server/changes/responses'
import { otherMethods } from '~/server/http/methods'

/** `GET /api/changes/{library}?from=v4&version=latest`: renamed, removed and added API names as JSON. */
export const Route = createFileRoute('/api/changes/$libraryId')({
  server: {
    handlers: {
      ...otherMethods('GET'),
      GET: ({ params, request }) => apiChangesJsonResponse(params.libraryId, new URL(request.url).searchParams),
    },
  },
})
