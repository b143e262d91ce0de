/** The live channel as Server-Sent Events, and as plain JSON for clients that poll. */
import type { LiveChannel } from './channel'

export const RETRY_MS = 5_000

const encoder = new TextEncoder()

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * A `text/event-stream` response: a `retry:` hint, the current value at once, every new value
 * as a `stats` event, and a comment line every `heartbeatMs` so proxies keep the connection.
 * Everything is released when the client goes away, or when `closeWith`'s function is called.
 */
export function liveStatsEventStream<T>(
  channel: LiveChannel<T>,
  options: { heartbeatMs: number; signal?: AbortSignal; onClose?: () => void; closeWith?: (close: () => void) => void },
): Response {
  let release = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (text: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          release()
        }
      }
      const unsubscribe = channel.subscribe((value) => send(sseEvent('stats', value)))
      const heartbeat = setInterval(() => send(`: heartbeat ${new Date().toISOString()}\n\n`), options.heartbeatMs)
      release = () => {
        if (!open) return
        open = false
        clearInterval(heartbeat)
        unsubscribe()
        options.signal?.removeEventListener('abort', onAbort)
        options.onClose?.()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      const onAbort = () => release()
      options.signal?.addEventListener('abort', onAbort)
      // The server may end the stream itself (when it shuts down).
      options.closeWith?.(() => release())
      send(`retry: ${RETRY_MS}\n\n`)
      const current = channel.current()
      if (current !== undefined) send(sseEvent('stats', current))
    },
    cancel() {
      release()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    },
  })
}

export function liveStatsJson<T>(channel: LiveChannel<T>): Response {
  const current = channel.current()
  return new Response(JSON.stringify(current ?? null), {
    status: current === undefined ? 503 : 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
  })
}
