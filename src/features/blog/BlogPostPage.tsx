import { Link } from '@tanstack/react-router'
import type { BlogPost } from '~/server/blog'
import { MarkdownContent } from '~/features/markdown/MarkdownContent'
import type { HtmlSource } from '~/lib/in-page-html'
import { PostMeta } from './BlogIndex'

function TableOfContents({ headings }: { headings: BlogPost['headings'] }) {
  const entries = headings.filter((heading) => heading.level === 2 || heading.level === 3)
  if (entries.length < 2) return null
  return (
    <nav aria-label="Table of contents" className="text-sm">
      <p className="mb-2 font-bold text-gray-900 dark:text-gray-100">On this page</p>
      <ul className="space-y-1.5 border-l border-gray-200 dark:border-gray-800">
        {entries.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'pl-6' : 'pl-3'}>
            <a href={`#${heading.id}`} className="block text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white">
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function BlogPostPage({ data }: { data: Omit<BlogPost, 'html'> & { html: HtmlSource } }) {
  const { post, html, headings, previous, next } = data
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
        <div className="mb-8 lg:hidden">
          <TableOfContents headings={headings} />
        </div>
        <MarkdownContent html={html} />
        <nav aria-label="More posts" className="mt-12 grid gap-4 border-t border-gray-200 pt-6 sm:grid-cols-2 dark:border-gray-800">
          {previous ? (
            <Link to="/blog/$" params={{ _splat: previous.slug }} rel="prev" data-post-nav="previous" className="rounded-lg border border-gray-200 p-4 hover:border-gray-400 dark:border-gray-800 dark:hover:border-gray-600">
              <span className="block text-xs text-gray-500 dark:text-gray-400">Previous post</span>
              <span className="font-semibold">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to="/blog/$" params={{ _splat: next.slug }} rel="next" data-post-nav="next" className="rounded-lg border border-gray-200 p-4 text-right hover:border-gray-400 dark:border-gray-800 dark:hover:border-gray-600">
              <span className="block text-xs text-gray-500 dark:text-gray-400">Next post</span>
              <span className="font-semibold">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-20">
          <TableOfContents headings={headings} />
        </div>
      </aside>
    </div>
  )
}
