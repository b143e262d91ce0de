import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '~/server/config'
import { cardRequest } from '~/server/og/request'
import { cachedCard } from '~/server/og/render'

/** /og/{libraryId or "site"}.png?title=…&label=… — see ogImageUrl in src/lib/og.ts. */
export const Route = createFileRoute('/og/$')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const config = getConfig()
        const card = cardRequest(params._splat ?? '', new URL(request.url).searchParams, { siteName: config.SITE_NAME, siteUrl: config.SITE_URL })
        if (!card) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        const png = await cachedCard(card)
        return new Response(new Uint8Array(png), {
          headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
        })
      },
    },
  },
})
