/**
 * The browser's side of the live channel behind one function: Server-Sent Events while they
 * work, reconnecting with backoff, and polling the JSON endpoint when EventSource is missing
 * or keeps failing.
 */
import { backoffMs } from '~/lib/live/backoff'
import type { LiveStats } from '~/lib/live/types'

/** Successful polls before the stream is tried again. */
const STREAM_RETRY_POLLS = 5

export type LiveStatus = 'connecting' | 'live' | 'polling' | 'offline'

export type ConnectOptions = {
  streamUrl?: string
  jsonUrl?: string
  pollMs?: number
  /** Failed stream attempts in a row, without a message between them, before polling instead. */
  maxStreamFailures?: number
}

export function connectLiveStats(
  handlers: { onStats: (stats: LiveStats) => void; onStatus: (status: LiveStatus) => void },
  { streamUrl = '/api/live/stats', jsonUrl = '/api/live/stats.json', pollMs = 60_000, maxStreamFailures = 3 }: ConnectOptions = {},
): () => void {
  let closed = false
  let source: EventSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let polls = 0
  const canStream = typeof EventSource !== 'undefined'

  const receive = (text: string) => {
    const stats = JSON.parse(text) as LiveStats | null
    if (stats && typeof stats === 'object' && stats.totals) handlers.onStats(stats)
  }

  const poll = async () => {
    if (closed) return
    try {
      const response = await fetch(jsonUrl, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`status ${response.status}`)
      receive(await response.text())
      failures = 0
      polls++
      handlers.onStatus('polling')
      // Every few polls the stream gets another chance: whatever broke it may have passed.
      if (!closed) timer = setTimeout(canStream && polls % STREAM_RETRY_POLLS === 0 ? stream : () => void poll(), pollMs)
    } catch {
      failures++
      handlers.onStatus('offline')
      if (!closed) timer = setTimeout(() => void poll(), Math.max(backoffMs(failures), Math.min(pollMs, 5_000)))
    }
  }

  const stream = () => {
    if (closed) return
    handlers.onStatus('connecting')
    const es = new EventSource(streamUrl)
    source = es
    es.addEventListener('stats', (event) => {
      failures = 0
      handlers.onStatus('live')
      receive((event as MessageEvent<string>).data)
    })
    es.addEventListener('error', () => {
      // The browser would retry on its own; this takes over to back off and to fall back.
      es.close()
      if (closed || source !== es) return
      source = undefined
      failures++
      if (failures >= maxStreamFailures) {
        failures = 0
        void poll()
      } else {
        handlers.onStatus('offline')
        timer = setTimeout(stream, backoffMs(failures))
      }
    })
  }

  if (canStream) stream()
  else void poll()

  return () => {
    closed = true
    source?.close()
    source = undefined
    if (timer) clearTimeout(timer)
  }
}
