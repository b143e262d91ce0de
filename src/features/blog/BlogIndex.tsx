import { Link } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import { formatAuthors, formatPostDate, readingTimeLabel, type BlogPostSummary } from '~/lib/blog'

export function PostMeta({ post }: { post: Pick<BlogPostSummary, 'published' | 'authors' | 'readingMinutes'> }) {
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-gray-600 dark:text-gray-400">
      <time dateTime={post.published}>{formatPostDate(post.published)}</time>
      <span aria-hidden="true">·</span>
      <span>by {formatAuthors(post.authors)}</span>
      <span aria-hidden="true">·</span>
      <span>{readingTimeLabel(post.readingMinutes)}</span>
    </p>
  )
}

export function BlogIndex({ posts, siteName }: { posts: BlogPostSummary[]; siteName: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-black tracking-tight">Blog</h1>
          <p className="mt-2 text-gray-600 dark:text-gray-300">Releases, guides and notes from the {siteName} maintainers.</p>
        </div>
        <a href="/blog/rss.xml" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:underline dark:text-gray-300">
          <Icon name="rss" className="h-4 w-4" aria-hidden="true" />
          RSS
        </a>
      </div>
      {posts.length === 0 ? (
        <p className="mt-10 text-gray-600 dark:text-gray-300">No posts yet.</p>
      ) : (
        <ol className="mt-10 space-y-10" data-blog-index="">
          {posts.map((post) => (
            <li key={post.slug}>
              <article aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`} className="text-2xl font-bold">
                  <Link to="/blog/$" params={{ _splat: post.slug }} className="hover:underline">
                    {post.title}
                  </Link>
                </h2>
                <div className="mt-1">
                  <PostMeta post={post} />
                </div>
                <p className="mt-3 text-gray-700 dark:text-gray-300">{post.excerpt}</p>
                <Link
                  to="/blog/$"
                  params={{ _splat: post.slug }}
                  className="mt-2 inline-block text-sm font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
                  aria-label={`Read “${post.title}”`}
                >
                  Read more →
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
