import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '~/server/config'
import { robotsTxt } from '~/server/seo/sitemap'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(getConfig().SITE_URL), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
    },
  },
})
