/**
 * The docs-health recorders the request path calls: read counts, missed doc URLs (with the page
 * suggested for each and the admin's redirect, if any) and feedback. Each adds an entry to an
 * in-memory batch written every HEALTH_FLUSH_MS, so a request pays a map update, not a write.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { docPathOf, docsBase, withoutFramework } from '~/lib/docs/address'
import { getConfig } from '~/server/config'
import { getDatabase, type Database } from '~/server/db'
import { pageListOf } from '~/server/docs/doc-page'
import { ClientBudget } from '~/server/http/client-budget'
import { getSearchEngine } from '~/server/search/index-store'
import { readerOf } from './agents'
import { WriteBatch } from './batch'
import { pruneFeedback, resolveFeedback, saveFeedback, type FeedbackInput, type FeedbackRow, type FeedbackSource } from './feedback'
import { MAX_PATH_CHARS, pruneMisses, redirectFor, referrerHostOf, saveMisses, type MissCount } from './misses'
import { pruneReads, saveReads, type ReadChannel, type ReadCount } from './reads'
import { normalizeMissedPath, suggestPage } from './suggest'

const today = (now = new Date()) => now.toISOString().slice(0, 10)

/** Days of read counts (per library, channel and kind of reader) kept. */
const READS_RETENTION_DAYS = 400
/** Feedback items kept at most; one sender keeps at most 1 % of them (feedback.ts). */
const FEEDBACK_MAX_ROWS = 100_000

type Batches = { reads: WriteBatch<ReadCount>; misses: WriteBatch<MissCount>; feedback: WriteBatch<FeedbackRow> }
let batches: Batches | undefined

function getBatches(): Batches {
  if (batches) return batches
  const config = getConfig()
  const databaseBatch = <Item>(name: string, maxPending: number, write: (database: Database, items: Item[]) => Promise<void>) =>
    new WriteBatch<Item>({ name, maxPending, flushMs: config.HEALTH_FLUSH_MS, write: async (items) => write(await getDatabase(), items) })
  let lastReadsPrune = 0
  batches = {
    reads: databaseBatch<ReadCount>('doc-reads', 10_000, async (database, counts) => {
      await saveReads(database, counts)
      if (Date.now() - lastReadsPrune > 3_600_000) {
        lastReadsPrune = Date.now()
        await pruneReads(database, today(new Date(Date.now() - READS_RETENTION_DAYS * 86_400_000)))
      }
    }),
    misses: databaseBatch<MissCount>('doc-misses', 5_000, async (database, misses) => {
      await saveMisses(database, misses)
      await pruneMisses(database, config.DOC_MISSES_MAX_ROWS)
    }),
    feedback: databaseBatch<FeedbackRow>('doc-feedback', 2_000, async (database, rows) => {
      await saveFeedback(database, rows)
      await pruneFeedback(
        database,
        FEEDBACK_MAX_ROWS,
        rows.flatMap((row) => (row.sender ? [row.sender] : [])),
      )
    }),
  }
  return batches
}

/** Counts one read of a library's docs through a channel, by the kind of reader its User-Agent names. */
export function recordRead(libraryId: string, channel: ReadChannel, userAgent: string | null | undefined, now = new Date()): void {
  const count: ReadCount = { day: today(now), libraryId, channel, reader: readerOf(userAgent), hits: 1 }
  getBatches().reads.add(`${count.day}\n${libraryId}\n${channel}\n${count.reader}`, count, (held, added) => (held.hits += added.hits))
}

let feedbackBudget: ClientBudget | undefined

export class FeedbackFloodError extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too much feedback from this address; try again in ${retryAfter} s.`)
  }
}

/** The key of the sender hashes: this process's own, so a stored hash cannot be matched to an address. */
const senderKey = randomBytes(32)

/** A client as the feedback table knows it: a keyed hash of its address (an IPv6 /64), never the address. */
export function feedbackSenderOf(client: string): string {
  return createHmac('sha256', senderKey).update(client).digest('hex').slice(0, 24)
}

/** Takes one feedback item from a client: within its budget, its page resolved, then queued for writing. */
export async function recordFeedback(input: FeedbackInput, source: FeedbackSource, client: string): Promise<FeedbackRow> {
  feedbackBudget ??= new ClientBudget(getConfig().FEEDBACK_PER_MINUTE, 60_000)
  if (!feedbackBudget.trySpend(client)) throw new FeedbackFloodError(feedbackBudget.retryAfterSeconds(client))
  const row = await resolveFeedback(input, source)
  getBatches().feedback.add(row.id, { ...row, sender: feedbackSenderOf(client) })
  return row
}

/** Suggestions by library, commit and path: a missed URL asked again costs nothing. */
const suggestions = new LRUCache<string, { href: string | null }>({ max: 5_000 })

/** The page to suggest for a missed doc page of a version, as a site path; undefined when nothing is close. */
export async function suggestionFor(libraryId: string, version: string, requested: string): Promise<string | undefined> {
  const found = await pageListOf(libraryId, version)
  if (found.kind === 'not-found') return undefined
  const { list } = found
  const key = `${libraryId}@${list.contentId}:${version}:${requested}`
  const held = suggestions.get(key)
  if (held) return held.href ?? undefined
  const searchRanked = await rankedBySearch(libraryId, version, requested)
  const best = suggestPage({ requested, pages: list.pages, frameworks: list.frameworks, searchRanked })
  const href = best ? docPathOf(libraryId, version, best.page) : null
  suggestions.set(key, { href })
  return href ?? undefined
}

/** The pages the search index ranks best for the words of a missed path (latest docs only: the index holds those). */
async function rankedBySearch(libraryId: string, version: string, requested: string): Promise<string[] | undefined> {
  if (version !== 'latest') return undefined
  const words = withoutFramework(normalizeMissedPath(requested))
    .split(/[/\-_.]+/)
    .filter((w) => w.length > 1)
  if (!words.length) return undefined
  try {
    const engine = await Promise.race([getSearchEngine(), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 50).unref())])
    if (!engine) return undefined
    const filters = [[{ attribute: 'library', value: libraryId, negate: false }], [{ attribute: 'version', value: version, negate: false }]]
    const base = `${docsBase(libraryId, version)}/`
    return engine
      .search({ query: words.slice(0, 6).join(' '), filters, facets: [], limit: 5, distinct: true })
      .hits.map((hit) => hit.record.url.split('#')[0]!.slice(base.length))
  } catch {
    return undefined
  }
}

export type MissAnswer = { redirect: string } | { suggestion?: string }

/**
 * A doc page that is not there: the redirect an admin made for its path, if any; else it is
 * counted (path, referring host) and gets the page suggested for it.
 */
export async function answerDocMiss(identity: { libraryId: string; version: string; page: string }, referer: string | null | undefined): Promise<MissAnswer> {
  const page = identity.page.slice(0, MAX_PATH_CHARS)
  const path = docPathOf(identity.libraryId, identity.version, page)
  // Without the database the reader still gets the suggestion; the redirect waits for it.
  const redirect = await getDatabase()
    .then((database) => redirectFor(database, path))
    .catch(() => undefined)
  if (redirect) return { redirect: redirect.toPath }
  const suggestion = await suggestionFor(identity.libraryId, identity.version, page)
  const now = new Date().toISOString()
  const miss: MissCount = {
    libraryId: identity.libraryId,
    path,
    referrerHost: referrerHostOf(referer),
    hits: 1,
    firstSeen: now,
    lastSeen: now,
    suggestion: suggestion ?? null,
  }
  getBatches().misses.add(`${miss.libraryId}\n${path}\n${miss.referrerHost}`, miss, (held, added) => {
    held.hits += added.hits
    held.lastSeen = added.lastSeen
  })
  return { suggestion }
}
