import { createFileRoute } from '@tanstack/react-router'
import { getBlog } from '~/server/blog'
import { buildRssFeed } from '~/server/blog/feed'
import { getConfig } from '~/server/config'

export const Route = createFileRoute('/blog/rss.xml')({
  server: {
    handlers: {
      GET: async () => {
        const config = getConfig()
        const xml = buildRssFeed(await getBlog().list(), { siteUrl: config.SITE_URL, siteName: config.SITE_NAME })
        return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
      },
    },
  },
})
