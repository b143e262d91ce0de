/**
 * A reader's view of a server under attack: one cheap page fetched at a steady pace, each
 * answer's time kept. Probes go out on a fixed schedule, whether the previous one has come
 * back or not, so a stalled server shows up as many slow samples instead of one.
 */
import { Agent, request } from 'node:http'

/** Time of one GET of `path`, the whole body read, over a connection of `agent`. */
function timedGet(baseUrl: string, path: string, agent: Agent, timeoutMs: number): Promise<number> {
  const url = new URL(path, baseUrl)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent, timeout: timeoutMs }, (response) => {
      response.resume()
      response.on('end', () => resolve(performance.now() - started))
      response.on('error', () => resolve(timeoutMs))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(timeoutMs))
    req.end()
  })
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export type ProbeRun = { samples: number[]; p50: number; p95: number; max: number }

/**
 * Probes `path` every `everyMs` until `until` settles (or for `minMs` at least), then summarises.
 * Over connections of its own (kept alive, at most 16), or of `agent` (left open).
 */
export async function probeWhile(
  baseUrl: string,
  path: string,
  until: Promise<unknown>,
  { everyMs = 25, minMs = 0, timeoutMs = 10_000, agent: given }: { everyMs?: number; minMs?: number; timeoutMs?: number; agent?: Agent } = {},
): Promise<ProbeRun> {
  const agent = given ?? new Agent({ keepAlive: true, maxSockets: 16 })
  const pending: Promise<number>[] = []
  let done = false
  void until.finally(() => (done = true))
  const started = performance.now()
  try {
    while (!done || performance.now() - started < minMs) {
      pending.push(timedGet(baseUrl, path, agent, timeoutMs))
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
    const samples = await Promise.all(pending)
    return { samples, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples) }
  } finally {
    if (!given) agent.destroy()
  }
}

/** The probe's figures on the server at rest (after a few warming requests), over `agent`'s connections when given. */
export async function probeIdle(baseUrl: string, path: string, durationMs = 1500, agent?: Agent): Promise<ProbeRun> {
  const warming = agent ?? new Agent({ keepAlive: true })
  for (let n = 0; n < 5; n++) await timedGet(baseUrl, path, warming, 10_000)
  if (!agent) warming.destroy()
  return probeWhile(baseUrl, path, new Promise((resolve) => setTimeout(resolve, durationMs)), { agent })
}

/**
 * A reader's connections as a browser keeps them: four, kept alive and used in turn (so none
 * sits idle long enough for the server to close it), all opened before anything is timed.
 */
export async function readerConnections(baseUrl: string, path: string): Promise<Agent> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4, scheduling: 'fifo' })
  await Promise.all(Array.from({ length: 4 }, () => timedGet(baseUrl, path, agent, 10_000)))
  return agent
}

/**
 * A bound for "answered promptly": 10× idle, at least `floorMs`. On a shared, busy machine the
 * idle figure itself swings by tens of milliseconds between runs, so the floor keeps that noise
 * from failing a test while stalls of the kind these tests guard against (seconds) still do.
 */
export function promptBound(idle: ProbeRun, floorMs = 200): number {
  return Math.max(10 * idle.p95, floorMs)
}
