import { createFileRoute } from '@tanstack/react-router'
import { docAssetResponse } from '~/server/docs/responses'

export const Route = createFileRoute('/docs-assets/$libraryId/$version/$')({
  server: {
    handlers: {
      GET: ({ params }) => docAssetResponse({ libraryId: params.libraryId, version: params.version, splat: params._splat ?? '' }),
    },
  },
})
