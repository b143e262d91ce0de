/**
 * `GET /api/live/stats`: the live figures as an event stream, within LIVE_STATS_MAX_CONNECTIONS
 * in all and LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS per client; past either, 503 with
 * Retry-After (the widget then waits and tries again, or polls the JSON). Open streams are
 * known, so a server that shuts down ends them instead of waiting for readers to leave.
 */
import { getConfig } from '~/server/config'
import { clientAddressOf } from '~/server/http/client-address'
import { onShutdown } from '~/server/lifecycle'
import { ConnectionLimit } from './connections'
import { getLiveChannel, liveStatsEventStream } from './index'

export const LIVE_RETRY_AFTER_SECONDS = 30

let limit: ConnectionLimit | undefined
const openStreams = new Set<() => void>()
let closing = false

onShutdown(
  'live figure streams',
  () => {
    closing = true
    for (const close of [...openStreams]) close()
  },
  'signal',
)

function unavailable(message: string): Response {
  return new Response(`${message}\n`, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(LIVE_RETRY_AFTER_SECONDS) },
  })
}

export async function liveStatsStreamResponse(request: Request): Promise<Response> {
  const config = getConfig()
  if (closing) return unavailable('The server is restarting.')
  limit ??= new ConnectionLimit(config.LIVE_STATS_MAX_CONNECTIONS, config.LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS)
  const release = limit.acquire(clientAddressOf(request, config.TRUST_PROXY))
  if (!release) return unavailable('Too many live connections right now; try again shortly.')
  let close: (() => void) | undefined
  try {
    return liveStatsEventStream(await getLiveChannel(), {
      heartbeatMs: config.LIVE_STATS_HEARTBEAT_SECONDS * 1000,
      signal: request.signal,
      closeWith: (fn) => {
        close = fn
        openStreams.add(fn)
      },
      onClose: () => {
        release()
        if (close) openStreams.delete(close)
      },
    })
  } catch (error) {
    release()
    throw error
  }
}
