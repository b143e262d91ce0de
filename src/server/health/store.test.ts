import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { sql } from 'drizzle-orm'
import { selectRows } from '~/server/db/sql'
import { pruneFeedback, saveFeedback, senderShare, type FeedbackRow } from './feedback'
import { pruneMisses, redirectFor, saveMisses, saveRedirect, topMisses, type MissCount } from './misses'
import { pruneReads, readsOf, saveReads } from './reads'

const miss = (path: string, hits: number, at: string, referrerHost = ''): MissCount => ({
  libraryId: 'query',
  path,
  referrerHost,
  hits,
  firstSeen: at,
  lastSeen: at,
  suggestion: null,
})

const feedback = (id: string, sender: string, at: string): FeedbackRow => ({
  id,
  libraryId: 'query',
  version: 'latest',
  framework: 'react',
  page: 'framework/react/guides/queries',
  commitSha: 'abc',
  file: 'docs/framework/react/guides/queries.md',
  blockId: null,
  helpful: 0,
  comment: null,
  source: 'api',
  createdAt: at,
  sender,
})

describe.each(backends)('docs-health tables on %s', (backend) => {
  const suite = databaseForSuite(backend)

  it.skipIf(!backendAvailable(backend))('adds up the hits of a missed path, and keeps the most hit rows when over the bound', async () => {
    const db = suite.database
    await saveMisses(db, [miss('/query/latest/docs/a', 1, '2026-11-20T00:00:00Z', 'x.test'), miss('/query/latest/docs/b', 1, '2026-11-20T00:00:00Z')])
    await saveMisses(db, [miss('/query/latest/docs/a', 3, '2026-11-21T00:00:00Z', 'x.test'), miss('/query/latest/docs/a', 1, '2026-11-21T00:00:00Z', 'y.test')])
    let top = await topMisses(db, 'query')
    expect(top[0]).toMatchObject({
      path: '/query/latest/docs/a',
      hits: 5,
      firstSeen: '2026-11-20T00:00:00Z',
      lastSeen: '2026-11-21T00:00:00Z',
      referrers: ['x.test', 'y.test'],
    })
    // A flood of unique paths, each seen once: the bound keeps the rows hit most, then the newest.
    await saveMisses(
      db,
      Array.from({ length: 50 }, (_, n) => miss(`/query/latest/docs/flood-${n}`, 1, `2026-11-22T00:00:${String(n).padStart(2, '0')}Z`)),
    )
    await pruneMisses(db, 10)
    top = await topMisses(db, 'query', { limit: 100 })
    const paths = top.map((m) => m.path)
    expect(paths).toContain('/query/latest/docs/a')
    expect(paths).toContain('/query/latest/docs/flood-49')
    expect(paths).not.toContain('/query/latest/docs/b')
    expect(paths).not.toContain('/query/latest/docs/flood-0')
    expect(top.reduce((n, m) => n + m.referrers.length + (m.referrers.length ? 0 : 1), 0)).toBeLessThanOrEqual(10)
  })

  it.skipIf(!backendAvailable(backend))('stores a redirect and counts reads per day, channel and reader, pruning old days', async () => {
    const db = suite.database
    await saveRedirect(db, {
      fromPath: '/query/latest/docs/old',
      toPath: '/query/latest/docs/new',
      libraryId: 'query',
      createdAt: '2026-11-26T00:00:00Z',
      createdBy: 'alice',
    })
    expect(await redirectFor(db, '/query/latest/docs/old')).toMatchObject({ toPath: '/query/latest/docs/new', createdBy: 'alice' })
    expect(await redirectFor(db, '/query/latest/docs/other')).toBeUndefined()
    await saveReads(db, [{ day: '2026-11-25', libraryId: 'query', channel: 'page', reader: 'human', hits: 2 }])
    await saveReads(db, [
      { day: '2026-11-25', libraryId: 'query', channel: 'page', reader: 'human', hits: 3 },
      { day: '2026-11-26', libraryId: 'query', channel: 'mcp', reader: 'Claude', hits: 1 },
    ])
    expect(await readsOf(db, 'query', '2026-11-01')).toEqual([
      { day: '2026-11-25', libraryId: 'query', channel: 'page', reader: 'human', hits: 5 },
      { day: '2026-11-26', libraryId: 'query', channel: 'mcp', reader: 'Claude', hits: 1 },
    ])
    await pruneReads(db, '2026-11-26')
    expect(await readsOf(db, 'query', '2026-11-01')).toHaveLength(1)
  })

  it.skipIf(!backendAvailable(backend))(
    "keeps a flooding sender to its share of the feedback table, its own oldest items going first, never the readers'",
    async () => {
      const db = suite.database
      const maxRows = 300
      expect(senderShare(maxRows)).toBe(3)
      // Readers wrote first; then one address floods, newer than every reader's item.
      await saveFeedback(
        db,
        Array.from({ length: 20 }, (_, n) => feedback(`reader-${n}`, `reader-${n}`, `2026-11-20T00:00:${String(n).padStart(2, '0')}Z`)),
      )
      const flood = Array.from({ length: 50 }, (_, n) => feedback(`spam-${n}`, 'spammer', `2026-11-21T00:00:${String(n).padStart(2, '0')}Z`))
      await saveFeedback(db, flood)
      await pruneFeedback(
        db,
        maxRows,
        flood.map((row) => row.sender!),
      )
      const ids = (await selectRows<{ id: string }>(db, sql`SELECT id FROM doc_feedback WHERE id LIKE 'reader-%' OR id LIKE 'spam-%'`)).map((row) => row.id)
      expect(ids.filter((id) => id.startsWith('reader-'))).toHaveLength(20)
      expect(ids.filter((id) => id.startsWith('spam-')).sort()).toEqual(['spam-47', 'spam-48', 'spam-49'])
    },
  )
})
