import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveStats } from '~/lib/live/types'
import { FakeNpmControl, startFakeNpm, yesterday, type FakeNpm } from '../support/fake-npm'
import { startBuiltServer, type RunningServer } from '../support/server'

// A server of its own: its figures refresh every second against a fake npm of its own.
let npm: FakeNpm
let control: FakeNpmControl
let server: RunningServer
let dataDir: string
const end = yesterday()
const dayBefore = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  npm = await startFakeNpm()
  control = new FakeNpmControl(npm.url)
  await control.setLastDay(dayBefore)
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-live-'))
  server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    NPM_DOWNLOADS_API: npm.url,
    NPM_REGISTRY: npm.url,
    NPM_REFRESH_SECONDS: '0',
    LIVE_STATS_REFRESH_SECONDS: '1',
    LIVE_STATS_HEARTBEAT_SECONDS: '1',
  })
})
afterAll(async () => {
  await server?.stop()
  await npm?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Reads an event stream as it arrives: events, comments and fields, one block at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const comments: string[] = []
  const fields: string[] = []
  async function nextEvent(timeoutMs: number): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const boundary = buffer.indexOf('\n\n')
      if (boundary >= 0) {
        const block = buffer.slice(0, boundary)
        buffer = buffer.slice(boundary + 2)
        let event = 'message'
        const data: string[] = []
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line)
          else if (line.startsWith('event: ')) event = line.slice(7)
          else if (line.startsWith('data: ')) data.push(line.slice(6))
          else fields.push(line)
        }
        if (data.length) return { event, data: data.join('\n') }
        continue
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('no event in time')
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left))])
      if (chunk.done) throw new Error('the stream ended')
      buffer += decoder.decode(chunk.value, { stream: true })
    }
  }
  async function nextStats(until: (stats: LiveStats) => boolean, timeoutMs = 20_000): Promise<LiveStats> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { event, data } = await nextEvent(deadline - Date.now())
      if (event !== 'stats') continue
      const stats = JSON.parse(data) as LiveStats
      if (until(stats)) return stats
    }
  }
  return { nextStats, comments, fields, cancel: () => reader.cancel() }
}

describe('/api/live/stats', () => {
  it('streams the figures, with heartbeats, and pushes an update when npm publishes a new day', async () => {
    const abort = new AbortController()
    const response = await fetch(`${server.url}/api/live/stats`, { signal: abort.signal, headers: { accept: 'text/event-stream' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toContain('no-cache')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const stream = eventReader(response.body!)

    const first = await stream.nextStats((s) => s.npm.through === dayBefore)
    expect(stream.fields).toContain('retry: 5000')
    expect(first.totals.downloads).toBeGreaterThan(0)
    expect(first.libraries.map((l) => l.id)).toContain('query')
    expect(first.libraries.find((l) => l.id === 'query')!.downloads).toBeGreaterThan(0)
    expect(first.npm.stale).toBe(false)

    await control.setLastDay(end)
    const next = await stream.nextStats((s) => s.npm.through === end)
    expect(next.totals.downloads - first.totals.downloads).toBe(next.totals.lastDay)
    expect(next.totals.lastDay).toBeGreaterThan(0)
    expect(stream.comments.some((c) => c.startsWith(': heartbeat'))).toBe(true)
    abort.abort()

    // The plain fallback serves the same figures.
    const json = await fetch(`${server.url}/api/live/stats.json`)
    expect(json.status).toBe(200)
    expect(json.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await json.json()) as LiveStats
    expect(body.npm.through).toBe(end)
    expect(body.totals.downloads).toBe(next.totals.downloads)
  })

  it('keeps serving the stored figures while npm is down', async () => {
    const response = await fetch(`${server.url}/api/live/stats`)
    const stream = eventReader(response.body!)
    const before = await stream.nextStats((s) => s.npm.through === end)
    await control.setDown(true)
    try {
      const json = (await (await fetch(`${server.url}/api/live/stats.json`)).json()) as LiveStats
      expect(json.totals).toEqual(before.totals)
    } finally {
      await control.setDown(false)
      await stream.cancel()
    }
  })

  it('shows the stored figures at once after a restart, with their time', async () => {
    const env = {
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      LIVE_STATS_REFRESH_SECONDS: '0',
    }
    await control.setDown(true)
    const again = await startBuiltServer(env)
    try {
      const response = await fetch(`${again.url}/api/live/stats.json`)
      const stats = (await response.json()) as LiveStats
      expect(stats.npm.through).toBe(end)
      expect(stats.totals.downloads).toBeGreaterThan(0)
      expect(Date.parse(stats.npm.updatedAt!)).toBeLessThanOrEqual(Date.now())
    } finally {
      await again.stop()
      await control.setDown(false)
    }
  })

  it('refuses other methods with a 4xx', async () => {
    for (const path of ['/api/live/stats', '/api/live/stats.json']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', body: '{}' })
      await response.arrayBuffer()
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBe(405)
    }
  })
})
