/**
 * `npm run bench:docs-misses`: a flood of unique missed doc URLs (BENCH_MISSES, default 1
 * million) recorded as the server does — into the in-memory batch on the request path, written
 * in batches, pruned to DOC_MISSES_MAX_ROWS — on SQLite (and Postgres when its binaries are
 * here): what recording costs a request, what a stored redirect lookup costs, how large the
 * database ends. Prints a table; asserts nothing.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { tempDir } from '../tests/support/git-fixture'
import { findPostgresBin, startPostgres } from '../tests/support/postgres'
import { percentile, printTable } from './support'

const total = Number(process.env.BENCH_MISSES ?? 1_000_000)
const maxRows = 20_000
const workspace = tempDir('site-bench-misses-')

const { openDatabase } = await import('../src/server/db')
const { selectRows } = await import('../src/server/db/sql')
const { sql } = await import('drizzle-orm')
const { WriteBatch } = await import('../src/server/health/batch')
const { pruneMisses, redirectFor, saveMisses } = await import('../src/server/health/misses')
type Miss = import('../src/server/health/misses').MissCount

async function flood(label: string, url: string, sizeOf: () => Promise<number>) {
  const database = await openDatabase(url)
  let writes = 0
  let writeMs = 0
  const batch = new WriteBatch<Miss>({
    name: 'bench',
    maxPending: 5_000,
    flushMs: 1_000_000,
    write: async (items) => {
      const started = performance.now()
      for (let at = 0; at < items.length; at += 500) await saveMisses(database, items.slice(at, at + 500))
      await pruneMisses(database, maxRows)
      writeMs += performance.now() - started
      writes++
    },
  })
  const addMs: number[] = []
  const lookupMs: number[] = []
  const started = performance.now()
  for (let n = 0; n < total; n++) {
    const now = new Date().toISOString()
    const path = `/query/latest/docs/framework/react/flood/${n.toString(36)}-${(n * 7919).toString(36)}`
    const t0 = performance.now()
    batch.add(
      `query\n${path}\n`,
      { libraryId: 'query', path, referrerHost: '', hits: 1, firstSeen: now, lastSeen: now, suggestion: null },
      (held, added) => (held.hits += added.hits),
    )
    if (n % 1000 === 0) addMs.push(performance.now() - t0)
    // The server flushes on a timer; here every time the batch is full, so nothing is dropped.
    if (batch.size >= 5_000) await batch.flush()
    if (n % 10_000 === 0) {
      const t1 = performance.now()
      await redirectFor(database, path)
      lookupMs.push(performance.now() - t1)
    }
  }
  await batch.flush()
  const seconds = (performance.now() - started) / 1000
  const [rows] = await selectRows<{ n: number | string }>(database, sql`SELECT COUNT(*) AS n FROM doc_misses`)
  await database.close()
  return {
    database: label,
    'unique 404s': total.toLocaleString('en'),
    'rows kept': Number(rows?.n).toLocaleString('en'),
    'database MB': ((await sizeOf()) / 1048576).toFixed(1),
    'record p50 µs': (percentile(addMs, 50) * 1000).toFixed(1),
    'record p99 µs': (percentile(addMs, 99) * 1000).toFixed(1),
    'batch write ms (5,000)': (writeMs / writes).toFixed(0),
    'redirect lookup p50 ms': percentile(lookupMs, 50).toFixed(2),
    'redirect lookup p99 ms': percentile(lookupMs, 99).toFixed(2),
    'misses/s': Math.round(total / seconds).toLocaleString('en'),
  }
}

const rows = []
const file = path.join(workspace.dir, 'site.db')
rows.push(await flood('SQLite', `file:${file}`, async () => statSync(file).size))
if (findPostgresBin()) {
  const pg = await startPostgres()
  const size = async () => {
    const database = await openDatabase(pg.url)
    const [row] = await selectRows<{ bytes: number | string }>(database, sql`SELECT pg_total_relation_size('doc_misses') AS bytes`)
    await database.close()
    return Number(row?.bytes)
  }
  try {
    rows.push(await flood('Postgres (doc_misses table)', pg.url, size))
  } finally {
    await pg.stop()
  }
}
printTable(`${total.toLocaleString('en')} unique missed doc URLs, table bounded to ${maxRows.toLocaleString('en')} rows`, rows)
workspace.remove()
