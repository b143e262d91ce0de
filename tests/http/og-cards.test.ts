import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, type RunningServer } from '../support/server'

describe('social cards', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-og-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      OG_MAX_CONCURRENT: '1',
      OG_MAX_QUEUED: '2',
    })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const card = (title: string) => fetch(`${server.url}/og/query.png?title=${encodeURIComponent(title)}`)

  it('draws a few at a time and answers 429 with Retry-After beyond, never 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => card(`A card nobody asked for before, number ${n} ${Date.now()}`)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10)
    const refused = answers.find((a) => a.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    for (const answer of answers) await answer.arrayBuffer()
  })

  it('keeps a drawn card by its content: the same title (however spaced) is served from memory, even while busy', async () => {
    const first = await card('Caching by content')
    expect(first.status).toBe(200)
    const bytes = Buffer.from(await first.arrayBuffer())
    // Saturate the renderer with new titles, then ask for the same card spelled differently.
    const busy = Array.from({ length: 8 }, (_, n) => card(`Busy ${n} ${Date.now()}`))
    const started = performance.now()
    const again = await card('  Caching   by content ')
    expect(again.status).toBe(200)
    // At most one card is being drawn meanwhile; the others were turned away, not queued.
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    for (const answer of await Promise.all(busy)) await answer.arrayBuffer()
  })
})
