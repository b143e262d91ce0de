import { Link } from '@tanstack/react-router'
import type { BlogPost } from '~/server/blog'
import { MarkdownContent } from '~/features/markdown/MarkdownContent'
import type { HtmlSource } from '~/lib/in-page-html'
import { CompactTableOfContents, TableOfContents } from '~/features/docs/TableOfContents'
import { PostMeta } from './BlogIndex'

/** The headings a post's contents list: its sections and their subsections, when there are two or more. */
function contentsOf(headings: BlogPost['headings']): BlogPost['headings'] {
  const entries = headings.filter((heading) => heading.level === 2 || heading.level === 3)
  return entries.length < 2 ? [] : entries
}

/** The link to the previous or the next post, below a post. */
function PostLink({ post, rel }: { post: NonNullable<BlogPost['previous']>; rel: 'prev' | 'next' }) {
  return (
    <Link
      to="/blog/$"
      params={{ _splat: post.slug }}
      rel={rel}
      data-post-nav={rel === 'prev' ? 'previous' : 'next'}
      className={`rounded-lg border border-gray-200 p-4 ${rel === 'next' ? 'text-right ' : ''}hover:border-gray-400 dark:border-gray-800 dark:hover:border-gray-600`}
    >
      <span className="block text-xs text-gray-500 dark:text-gray-400">{rel === 'prev' ? 'Previous post' : 'Next post'}</span>
      <span className="font-semibold">{post.title}</span>
    </Link>
  )
}

export function BlogPostPage({ data }: { data: Omit<BlogPost, 'html'> & { html: HtmlSource } }) {
  const { post, html, previous, next } = data
  // The same contents as a doc page's: a disclosure above the text where the rail does not fit.
  const headings = contentsOf(data.headings)
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_14rem]">
      <article className="min-w-0" aria-labelledby="post-title">
        <Link to="/blog" className="text-sm text-gray-600 hover:underline dark:text-gray-400">
          ← Blog
        </Link>
        <header className="mt-4 mb-8">
          <h1 id="post-title" className="text-3xl font-black tracking-tight sm:text-4xl">
            {post.title}
          </h1>
          <div className="mt-3">
            <PostMeta post={post} />
          </div>
          {post.headerImage ? <img src={post.headerImage} alt="" className="mt-6 w-full rounded-xl" /> : null}
        </header>
        {headings.length ? <CompactTableOfContents headings={headings} className="mb-8 lg:hidden" /> : null}
        <MarkdownContent html={html} />
        <nav aria-label="More posts" className="mt-12 grid gap-4 border-t border-gray-200 pt-6 sm:grid-cols-2 dark:border-gray-800">
          {previous ? <PostLink post={previous} rel="prev" /> : <span />}
          {next ? <PostLink post={next} rel="next" /> : null}
        </nav>
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-20">{headings.length ? <TableOfContents headings={headings} /> : null}</div>
      </aside>
    </div>
  )
}
