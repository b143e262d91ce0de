import { createFileRoute } from '@tanstack/react-router'
import { getBlog } from '~/server/blog'
import { getConfig } from '~/server/config'
import { buildSitemapXml, siteSitemapUrls } from '~/server/seo/sitemap'
import { extraSitemapUrls } from '~/server/seo/sitemap-sources'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const urls = siteSitemapUrls(getConfig().SITE_URL, await getBlog().list(), ...(await extraSitemapUrls()))
        return new Response(buildSitemapXml(urls), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
      },
    },
  },
})
