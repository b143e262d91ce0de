/** Blog helpers shared by the server and the pages. */
import { dayLabel } from './day-label'
import type { LibraryId } from '~/site/types'

export type BlogPostSummary = {
  slug: string
  title: string
  description: string
  /** ISO date, YYYY-MM-DD. */
  published: string
  authors: string[]
  draft: boolean
  headerImage?: string
  /** The library the post is about, if any (its colours on the social card). */
  library?: LibraryId
  excerpt: string
  readingMinutes: number
}

/** Post slugs: lower-case words joined by "-" (the file name without ".md"). */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const POST_SLUG_MAX = 200

/** The slug a /blog/{splat} URL names (one trailing slash allowed), or undefined. */
export function postSlugOf(splat: string): string | undefined {
  const slug = splat.endsWith('/') ? splat.slice(0, -1) : splat
  return slug.length <= POST_SLUG_MAX && POST_SLUG_PATTERN.test(slug) ? slug : undefined
}

/** "Ada", "Ada and Linus", "Ada, Linus, and Grace". */
export function formatAuthors(authors: readonly string[]): string {
  if (authors.length <= 2) return authors.join(' and ')
  return `${authors.slice(0, -1).join(', ')}, and ${authors.at(-1)}`
}

/** The author meta of a post: the name, or "co-authored by …" when there is more than one. */
export function authorMeta(authors: readonly string[]): string {
  return `${authors.length > 1 ? 'co-authored by ' : ''}${formatAuthors(authors)}`
}

/** "March 4, 2025" for "2025-03-04", the same on the server and in any browser time zone. */
export function formatPostDate(isoDate: string): string {
  return dayLabel(new Date(`${isoDate}T00:00:00Z`))
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`
}
