import { z } from 'zod'
import { libraries } from '~/site/libraries'
import type { LibraryId } from '~/site/types'

const libraryIds = libraries.map((library) => library.id) as [LibraryId, ...LibraryId[]]

const isoDate = z.union([z.iso.date(), z.date()]).transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)))

/** The front matter every post in content/blog must carry. Unknown keys are refused (typos). */
export const postFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(400),
    published: isoDate,
    authors: z.array(z.string().trim().min(1)).min(1),
    draft: z.boolean().default(false),
    /** A site path ("/images/…") or an https URL. */
    headerImage: z
      .string()
      .trim()
      .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'must be a site path starting with "/" or an https:// URL')
      .optional(),
    /** The library a post is about: its social card takes that library's colours. */
    library: z.enum(libraryIds).optional(),
  })
  .strict()

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>

export type FrontMatterResult = { ok: true; data: PostFrontMatter } | { ok: false; problems: string[] }

export function validatePostFrontMatter(data: unknown): FrontMatterResult {
  const parsed = postFrontMatterSchema.safeParse(data)
  if (parsed.success) return { ok: true, data: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
  }
}
