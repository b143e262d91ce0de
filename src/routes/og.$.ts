import { createFileRoute } from '@tanstack/react-router'
import { cardResponse } from '~/server/og/respond'

/** /og/{libraryId or "site"}.png?title=…&label=… — see ogImageUrl in src/lib/og.ts. */
export const Route = createFileRoute('/og/$')({
  server: { handlers: { GET: ({ request, params }) => cardResponse(params._splat ?? '', new URL(request.url).searchParams) } },
})
