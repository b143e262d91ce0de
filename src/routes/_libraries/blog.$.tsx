import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogPostPage } from '~/features/blog/BlogPostPage'
import { getBlogPostFn } from '~/features/blog/blog.functions'
import { PostNotFound } from '~/features/blog/PostNotFound'
import { NOT_FOUND_TITLE } from '~/lib/not-found-page'
import { authorMeta, postSlugOf } from '~/lib/blog'
import { inPageHtml } from '~/lib/in-page-html'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_libraries/blog/$')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ params }) => {
    const splat = params._splat ?? ''
    // Anything that cannot be a post name is a 404 without asking the server.
    if (!postSlugOf(splat)) throw notFound()
    const data = await getBlogPostFn({ data: { splat } })
    if (!data) throw notFound()
    // The author line of the head is written here: the loader comes with the page's chunk, the head does not.
    return { ...data, html: inPageHtml('blog-post', data.html), authorLine: authorMeta(data.post.authors) }
  },
  head: ({ matches, loaderData }) => {
    const post = loaderData?.post
    // A missing post is a 404 (its loader threw before any data): the title says so.
    const title = `${post ? (post.title ?? 'Docs') : NOT_FOUND_TITLE} | ${siteNameOf(matches)} Blog`
    if (!post) return { meta: seo({ title }) }
    return {
      meta: [
        ...seo({ title, description: post.description, image: ogImageUrl(siteUrlOf(matches), { title: post.title, label: 'Blog', library: post.library }) }),
        { property: 'og:type', content: 'article' },
        { name: 'author', content: loaderData.authorLine },
        { property: 'article:published_time', content: post.published },
      ],
    }
  },
  notFoundComponent: PostNotFound,
  component: function BlogPostRoute() {
    return <BlogPostPage data={Route.useLoaderData()} />
  },
})
