import { createFileRoute } from '@tanstack/react-router'
import { BlogIndex } from '~/features/blog/BlogIndex'
import { getBlogFrontMattersFn } from '~/features/blog/blog.functions'
import { useSiteName } from '~/features/layout/useSiteName'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_libraries/blog/')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: () => getBlogFrontMattersFn(),
  head: ({ matches }) => {
    const siteName = siteNameOf(matches)
    return {
      meta: seo({
        title: `Blog | ${siteName}`,
        description: `Releases, guides and notes from the ${siteName} maintainers.`,
        image: ogImageUrl(siteUrlOf(matches), { title: `The ${siteName} Blog`, label: 'Blog' }),
      }),
      links: [{ rel: 'alternate', type: 'application/rss+xml', title: `${siteName} Blog`, href: '/blog/rss.xml' }],
    }
  },
  component: function BlogIndexRoute() {
    return <BlogIndex posts={Route.useLoaderData()} siteName={useSiteName()} />
  },
})
