/**
 * Blog posts: Markdown files with front matter in one folder (BLOG_DIR, default content/blog).
 * A post's slug is its file name without ".md". Files are only ever read from that folder's
 * own listing, so no request can name a path outside it.
 */
import { LRUCache } from 'lru-cache'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { postSlugOf, type BlogPostSummary } from '~/lib/blog'
import { parseFrontMatter, renderMarkdown, type Heading } from '~/server/markdown'
import { validatePostFrontMatter } from './front-matter'
import { excerptOf, readingMinutes } from './reading'

const POST_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/
/** How long a folder listing is trusted before files are checked for changes again. */
const RESCAN_MS = 2000

/** `source` is the whole file, front matter included: the Markdown pipeline reads both. */
type LoadedPost = BlogPostSummary & { source: string; mtimeMs: number }

export type BlogPost = {
  post: BlogPostSummary
  html: string
  headings: Heading[]
  /** The post published just before this one, and just after. */
  previous?: Pick<BlogPostSummary, 'slug' | 'title'>
  next?: Pick<BlogPostSummary, 'slug' | 'title'>
}

export type LoadOptions = { includeDrafts?: boolean; report?: (message: string) => void }

const summaryOf = ({ source: _source, mtimeMs: _mtimeMs, ...summary }: LoadedPost): BlogPostSummary => summary

/** Reads, validates and sorts (newest first) every post of a folder; bad ones are reported and skipped. */
export async function loadPostsFrom(dir: string, options: LoadOptions = {}): Promise<LoadedPost[]> {
  const report = options.report ?? ((message: string) => console.error(message))
  let entries: string[]
  try {
    entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.md')).map((e) => e.name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const posts: LoadedPost[] = []
  for (const name of entries.sort()) {
    const slug = POST_FILE.exec(name)?.[1]
    if (!slug) {
      report(`Blog post ${name} skipped: file names must be lower-case words joined by "-", ending in .md`)
      continue
    }
    const file = path.join(dir, name)
    const [source, info] = await Promise.all([readFile(file, 'utf8'), stat(file)])
    let parsed
    try {
      parsed = parseFrontMatter(source)
    } catch (error) {
      report(`Blog post ${name} skipped: ${(error as Error).message}`)
      continue
    }
    const checked = validatePostFrontMatter(parsed.data)
    if (!checked.ok) {
      report(`Blog post ${name} skipped: invalid front matter (${checked.problems.join('; ')})`)
      continue
    }
    if (checked.data.draft && !options.includeDrafts) continue
    posts.push({
      slug,
      ...checked.data,
      excerpt: excerptOf(parsed.content),
      readingMinutes: readingMinutes(parsed.content),
      source,
      mtimeMs: info.mtimeMs,
    })
  }
  return posts.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title))
}

/** A blog folder with its posts cached in memory and re-read when files change. */
export function createBlog(dir: string, options: LoadOptions = {}) {
  let loaded: { at: number; signature: string; posts: Promise<LoadedPost[]> } | undefined
  // One entry per post and file version; old versions of an edited post age out.
  const rendered = new LRUCache<string, Promise<{ html: string; headings: Heading[] }>>({ max: 500 })

  async function signatureOf(): Promise<string> {
    try {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort()
      const times = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).mtimeMs))
      return names.map((name, i) => `${name}:${times[i]}`).join('|')
    } catch {
      return ''
    }
  }

  async function posts(): Promise<LoadedPost[]> {
    const now = Date.now()
    if (loaded && now - loaded.at < RESCAN_MS) return loaded.posts
    const signature = await signatureOf()
    if (loaded && loaded.signature === signature) {
      loaded.at = now
      return loaded.posts
    }
    const next = loadPostsFrom(dir, options)
    loaded = { at: now, signature, posts: next }
    next.catch(() => (loaded = undefined))
    return next
  }

  function render(post: LoadedPost) {
    const key = `${post.slug}:${post.mtimeMs}`
    let html = rendered.get(key)
    if (!html) {
      html = renderMarkdown(post.source, {
        // Links between posts are written as relative files: ./other-post.md#part → /blog/other-post#part
        resolveLink: (href) => {
          const match = /^\.\/([a-z0-9-]+)\.md(#.*)?$/.exec(href)
          return match ? `/blog/${match[1]}${match[2] ?? ''}` : undefined
        },
      })
      rendered.set(key, html)
      html.catch(() => rendered.delete(key))
    }
    return html
  }

  return {
    /** Every published post, newest first. */
    async list(): Promise<BlogPostSummary[]> {
      return (await posts()).map(summaryOf)
    },
    /** The post named by a URL splat, or undefined for anything that is not a known slug. */
    async get(splat: string): Promise<BlogPost | undefined> {
      const slug = postSlugOf(splat)
      if (!slug) return undefined
      const all = await posts()
      const index = all.findIndex((post) => post.slug === slug)
      const post = all[index]
      if (!post) return undefined
      const { html, headings } = await render(post)
      const older = all[index + 1]
      const newer = all[index - 1]
      return {
        post: summaryOf(post),
        html,
        headings,
        previous: older ? { slug: older.slug, title: older.title } : undefined,
        next: newer ? { slug: newer.slug, title: newer.title } : undefined,
      }
    },
  }
}

export type Blog = ReturnType<typeof createBlog>
