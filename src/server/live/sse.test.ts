import { describe, expect, it } from 'vitest'
import { InMemoryChannel } from './channel'
import { liveStatsEventStream, liveStatsJson, RETRY_MS } from './sse'

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen: { all: string }) {
  const decoder = new TextDecoder()
  while (!seen.all.includes(text)) {
    const { done, value } = await reader.read()
    if (done) throw new Error(`stream ended before ${JSON.stringify(text)}`)
    seen.all += decoder.decode(value, { stream: true })
  }
}

describe('live figures as Server-Sent Events', () => {
  it('sends the retry hint, the current value, each new value and heartbeats, and lets go when the client leaves', async () => {
    const channel = new InMemoryChannel<{ n: number }>()
    channel.publish({ n: 1 })
    const response = liveStatsEventStream(channel, { heartbeatMs: 20 })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const reader = response.body!.getReader()
    const seen = { all: '' }
    await readUntil(reader, 'data: {"n":1}\n\n', seen)
    expect(seen.all.startsWith(`retry: ${RETRY_MS}\n\nevent: stats\ndata: {"n":1}\n\n`)).toBe(true)
    expect(channel.subscribers).toBe(1)

    channel.publish({ n: 2 })
    await readUntil(reader, 'event: stats\ndata: {"n":2}\n\n', seen)
    await readUntil(reader, ': heartbeat ', seen)

    await reader.cancel()
    expect(channel.subscribers).toBe(0)
  })

  it('lets go when the request is aborted', async () => {
    const channel = new InMemoryChannel<number>()
    const abort = new AbortController()
    const response = liveStatsEventStream(channel, { heartbeatMs: 1_000, signal: abort.signal })
    const reader = response.body!.getReader()
    await readUntil(reader, 'retry:', { all: '' })
    expect(channel.subscribers).toBe(1)
    abort.abort()
    expect(channel.subscribers).toBe(0)
    expect((await reader.read()).done).toBe(true)
  })

  it('answers the JSON fallback with the current value, or 503 before there is one', async () => {
    const channel = new InMemoryChannel<{ n: number }>()
    const before = liveStatsJson(channel)
    expect(before.status).toBe(503)
    channel.publish({ n: 3 })
    const after = liveStatsJson(channel)
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual({ n: 3 })
  })
})
