import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, type RunningServer } from '../support/server'

describe('live figure connections are capped', () => {
  let server: RunningServer
  let dir: string
  const open: AbortController[] = []
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-live-cap-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      LIVE_STATS_REFRESH_SECONDS: '0',
      LIVE_STATS_MAX_CONNECTIONS: '6',
      LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS: '3',
      TRUST_PROXY: '1',
    })
  })
  afterAll(async () => {
    for (const controller of open) controller.abort()
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Opens a stream from `address` and keeps it open; returns its status and Retry-After. */
  async function connect(address: string): Promise<{ status: number; retryAfter: string | null; controller: AbortController }> {
    const controller = new AbortController()
    const response = await fetch(`${server.url}/api/live/stats`, { headers: { 'x-forwarded-for': address }, signal: controller.signal })
    if (response.status !== 200) await response.arrayBuffer()
    else open.push(controller)
    return { status: response.status, retryAfter: response.headers.get('retry-after'), controller }
  }

  it('refuses a client past its own share with 503 and Retry-After, and everyone past the total', async () => {
    const first = [await connect('198.51.100.1'), await connect('198.51.100.1'), await connect('198.51.100.1')]
    expect(first.map((c) => c.status)).toEqual([200, 200, 200])
    const fourth = await connect('198.51.100.1')
    expect(fourth.status).toBe(503)
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0)

    for (const address of ['198.51.100.2', '198.51.100.3', '198.51.100.4']) expect((await connect(address)).status).toBe(200)
    const pastTotal = await connect('198.51.100.5')
    expect(pastTotal.status).toBe(503)
    expect(pastTotal.retryAfter).toMatch(/^\d+$/)

    // A closed stream frees its place.
    first[0]!.controller.abort()
    let again = 0
    for (let i = 0; i < 40 && again !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const attempt = await connect('198.51.100.5')
      again = attempt.status
    }
    expect(again).toBe(200)
  })
})
