/**
 * Feedback on doc pages and their blocks: "Was this page helpful?" and "Report a problem", from
 * the page, from `POST /api/feedback` and from the MCP tool `report_doc_problem`. The input names
 * a page by its identity; the server resolves it against the page list, so the stored commit and
 * file are the repository's, never the client's word. Anonymous: no address or account is kept,
 * only a hash of the sender's address keyed by the server process (see `feedbackSenderOf`), which
 * bounds each sender's share of the table.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { findPage } from '~/lib/docs/page-list'
import { docPathOf, normalizePage, pageKeyWithin } from '~/lib/docs/address'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { pageListOf } from '~/server/docs/doc-page'

export const MAX_COMMENT_CHARS = 1000

/** The text without control characters other than line breaks and tabs. */
export function withoutControlCharacters(text: string): string {
  return [...text]
    .filter((char) => {
      const code = char.codePointAt(0)!
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)
    })
    .join('')
}

const identifier = /^[a-z0-9][a-z0-9._-]*$/i

/** Heading ids and code-block ids as the doc pages write them. */
const blockId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,120}$/, 'a heading id or a code block id (letters, digits, "-", "_", ".", ":")')

export const feedbackInput = z
  .object({
    library: z.string().trim().min(1, 'required').max(40).regex(identifier, 'a library id, such as "query"'),
    version: z.string().trim().min(1).max(40).regex(identifier, 'a version, such as "latest" or "v4"').default('latest'),
    framework: z.string().trim().min(1).max(40).regex(identifier, 'a framework, such as "react"').optional(),
    page: z
      .string()
      .trim()
      .min(1, 'required')
      .max(300)
      .regex(/^[\w./~@-]+$/, 'the page path after /docs/, such as "framework/react/guides/queries"'),
    block: blockId.optional(),
    helpful: z.boolean().optional(),
    comment: z
      .string()
      .max(MAX_COMMENT_CHARS, `at most ${MAX_COMMENT_CHARS} characters`)
      // Control characters other than line breaks and tabs carry nothing a maintainer can read.
      .transform((text) => withoutControlCharacters(text).trim())
      .optional(),
  })
  .strict()
  .refine((input) => input.helpful !== undefined || input.block !== undefined || Boolean(input.comment), {
    message: 'give "helpful" (true or false), a "comment", or the "block" (heading or code block id) a problem is in',
    path: ['helpful'],
  })

export type FeedbackInput = z.output<typeof feedbackInput>
export type FeedbackSource = 'page' | 'api' | 'mcp'

export type FeedbackRow = {
  id: string
  libraryId: string
  version: string
  framework: string | null
  page: string
  commitSha: string
  file: string
  blockId: string | null
  helpful: number | null
  comment: string | null
  source: FeedbackSource
  createdAt: string
  /** The sender's keyed hash (service.ts), for its share of the table; not read back. */
  sender?: string | null
}

/** The reason an input is refused, as one readable sentence naming the fields. */
export function feedbackProblem(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ')
}

export class FeedbackPageError extends Error {}

/** The stored row for an input: the page resolved against its version's page list. Throws FeedbackPageError for a page that is not there. */
export async function resolveFeedback(input: FeedbackInput, source: FeedbackSource, now = new Date()): Promise<FeedbackRow> {
  const found = await pageListOf(input.library, input.version)
  if (found.kind === 'not-found') throw new FeedbackPageError(found.message)
  const page = normalizePage(input.page.replace(/^.*\/docs\//, ''))
  if (input.framework && !found.list.frameworks.includes(input.framework))
    throw new FeedbackPageError(`${input.library} ${input.version} has no docs for "${input.framework}"`)
  const requested = pageKeyWithin(input.framework, page)
  const entry = findPage(found.list, requested)
  if (!entry) throw new FeedbackPageError(`${docPathOf(input.library, input.version, requested)} is not a page of these docs`)
  return {
    id: randomUUID(),
    libraryId: found.library.id,
    version: input.version,
    framework: entry.framework,
    page: requested,
    commitSha: found.list.contentId,
    file: entry.file,
    blockId: input.block ?? null,
    helpful: input.helpful === undefined ? null : input.helpful ? 1 : 0,
    comment: input.comment ? input.comment : null,
    source,
    createdAt: now.toISOString(),
  }
}

export async function saveFeedback(database: Database, rows: FeedbackRow[]): Promise<void> {
  if (!rows.length) return
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.libraryId}, ${r.version}, ${r.framework}, ${r.page}, ${r.commitSha}, ${r.file}, ${r.blockId}, ${r.helpful}, ${r.comment}, ${r.source}, ${r.createdAt}, ${r.sender ?? null})`,
    ),
    sql`, `,
  )
  await runStatement(
    database,
    sql`INSERT INTO doc_feedback (id, library_id, version, framework, page, commit_sha, file, block_id, helpful, comment, source, created_at, sender) VALUES ${values}`,
  )
}

/** The share of the table one sender may hold: 1 %, so spam from one address never pushes out readers' items. */
export const SENDER_SHARE_DIVISOR = 100

/** The most items one sender keeps in a table of `maxRows`. */
export function senderShare(maxRows: number): number {
  return Math.max(1, Math.floor(maxRows / SENDER_SHARE_DIVISOR))
}

/**
 * Keeps each of `senders` (those of the items just written) to its share of the table, its
 * newest items; then the newest `maxRows` items of all. A flood from one address evicts its own
 * items, not the readers'.
 */
export async function pruneFeedback(database: Database, maxRows: number, senders: readonly string[] = []): Promise<void> {
  const share = senderShare(maxRows)
  for (const sender of new Set(senders)) {
    await runStatement(
      database,
      sql`DELETE FROM doc_feedback WHERE sender = ${sender} AND id NOT IN (SELECT id FROM doc_feedback WHERE sender = ${sender} ORDER BY created_at DESC, id DESC LIMIT ${share})`,
    )
  }
  await runStatement(
    database,
    sql`DELETE FROM doc_feedback WHERE created_at < (SELECT created_at FROM doc_feedback ORDER BY created_at DESC LIMIT 1 OFFSET ${maxRows - 1})`,
  )
}

const columns = sql`id, library_id AS "libraryId", version, framework, page, commit_sha AS "commitSha", file, block_id AS "blockId", helpful, comment, source, created_at AS "createdAt"`

/** The newest feedback on a library's pages, since a time. */
export async function recentFeedback(database: Database, libraryId: string, options: { since?: string; limit?: number } = {}): Promise<FeedbackRow[]> {
  const rows = await selectRows<FeedbackRow>(
    database,
    sql`SELECT ${columns} FROM doc_feedback WHERE library_id = ${libraryId} AND created_at >= ${options.since ?? ''} ORDER BY created_at DESC LIMIT ${options.limit ?? 50}`,
  )
  return rows.map((row) => ({ ...row, helpful: row.helpful === null ? null : Number(row.helpful) }))
}

/** Yes and no votes per page of a library since a time, most "no" first. */
export async function votesByPage(database: Database, libraryId: string, since = ''): Promise<{ page: string; file: string; yes: number; no: number }[]> {
  const rows = await selectRows<{ page: string; file: string; yes: number | string; no: number | string }>(
    database,
    sql`SELECT page, MAX(file) AS file, SUM(CASE WHEN helpful = 1 THEN 1 ELSE 0 END) AS yes, SUM(CASE WHEN helpful = 0 THEN 1 ELSE 0 END) AS no
        FROM doc_feedback WHERE library_id = ${libraryId} AND helpful IS NOT NULL AND created_at >= ${since}
        GROUP BY page ORDER BY no DESC, yes ASC, page LIMIT 50`,
  )
  return rows.map((row) => ({ page: row.page, file: row.file, yes: Number(row.yes), no: Number(row.no) }))
}
