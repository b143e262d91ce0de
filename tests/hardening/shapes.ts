/**
 * Hostile shapes beyond single requests, run by `npm run test:fuzz` after the generated
 * requests: bursts of sign-in guesses, oversized bodies streamed without a length, many live
 * streams, floods of search events and of new social cards. Each shape says what it expects;
 * a 5xx, a dropped connection before an answer or memory growth past the bound is a failure.
 */
import { toJSONAsync } from 'seroval'
import { serverFnId } from '../support/server-fn'
import type { RunningServer } from '../support/server'
import { postStreamedBody, residentBytes } from '../support/streamed-body'
import { rawRequest } from './raw-request'

/** The limits the fuzz server is started with, so the shapes know what to expect. */
export const SHAPE_ENV = {
  TRUST_PROXY: '1',
  LOGIN_MAX_FAILURES: '5',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
  LIVE_STATS_MAX_CONNECTIONS: '40',
  LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS: '4',
  SEARCH_EVENTS_PER_MINUTE: '30',
  OG_MAX_CONCURRENT: '2',
  OG_MAX_QUEUED: '4',
}

export type ShapeResult = { shape: string; requests: number; statuses: Record<string, number>; problems: string[] }

const MB = 1024 * 1024
const count = (statuses: (number | string)[]) => statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [String(s)]: (all[String(s)] ?? 0) + 1 }), {})

async function signInBurst(server: RunningServer): Promise<ShapeResult> {
  const path = `/_serverFn/${serverFnId('src/features/auth/auth.functions.ts', 'signInFn')}`
  const body = JSON.stringify(await toJSONAsync({ data: { username: 'Admin', password: 'a wrong password' } }))
  const headers = { 'x-tsr-serverFn': 'true', accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99' }
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => rawRequest(server.url, { method: 'POST', path, headers, body, timeoutMs: 60_000 }).catch(() => undefined)),
  )
  const statuses = answers.map((a) => a?.status ?? 'no answer')
  const problems: string[] = []
  const verified = statuses.filter((s) => s === 401).length
  if (verified > 5) problems.push(`${verified} guesses had their password checked (limit 5)`)
  if (statuses.some((s) => s !== 401 && s !== 429)) problems.push('answers other than 401 and 429')
  return { shape: 'sign-in burst (100 at once, one account and address)', requests: answers.length, statuses: count(statuses), problems }
}

async function streamedBodies(server: RunningServer): Promise<ShapeResult> {
  const pid = server.process.pid!
  const before = await residentBytes(pid)
  const targets = [
    ['/api/search/1/indexes/*/queries', {}],
    ['/api/search/1/indexes/TanStack/query', {}],
    ['/api/search/1/events', { origin: server.url, 'x-forwarded-for': '198.51.100.98' }],
    [`/_serverFn/${serverFnId('src/features/auth/auth.functions.ts', 'signInFn')}`, { 'x-tsr-serverFn': 'true' }],
    [`/_serverFn/${serverFnId('src/features/layout/root-data.functions.ts', 'setThemeFn')}`, { 'x-tsr-serverFn': 'true' }],
  ] as const
  const answers = await Promise.all(
    targets.flatMap(([path, headers]) => [0, 1].map(() => postStreamedBody(server.url, path, { totalBytes: 64 * MB, headers }))),
  )
  const grown = (await residentBytes(pid)) - before
  const problems: string[] = []
  // A reset is the server closing the connection after its 413 while the sender still writes.
  if (answers.some((a) => a.status !== 413 && a.status !== 'reset')) problems.push('an oversized body was not refused')
  if (answers.some((a) => a.sentBytes > 16 * MB)) problems.push('a body was read far past its limit')
  if (grown > 100 * MB) problems.push(`memory grew by ${(grown / MB).toFixed(0)} MB`)
  return {
    shape: `oversized streamed bodies (10 × 64 MB, memory +${Math.max(0, grown / MB).toFixed(0)} MB)`,
    requests: answers.length,
    statuses: count(answers.map((a) => a.status)),
    problems,
  }
}

async function liveStreams(server: RunningServer): Promise<ShapeResult> {
  const controllers: AbortController[] = []
  // The open answers are held until the end: fetch cancels the body of an answer nobody holds
  // once the garbage collector takes it, which would close its stream and free its place early.
  const held: Response[] = []
  const open = async (address: string) => {
    const controller = new AbortController()
    try {
      const response = await fetch(`${server.url}/api/live/stats`, { headers: { 'x-forwarded-for': address }, signal: controller.signal })
      if (response.status === 200) {
        controllers.push(controller)
        held.push(response)
      } else await response.arrayBuffer()
      return { status: response.status, retryAfter: response.headers.get('retry-after') }
    } catch {
      return { status: 'no answer' as const, retryAfter: null }
    }
  }
  const answers = []
  // One client far past its share, then many clients past the total.
  for (let i = 0; i < 10; i++) answers.push(await open('198.51.100.97'))
  answers.push(...(await Promise.all(Array.from({ length: 60 }, (_, n) => open(`203.0.113.${n}`)))))
  const statuses = answers.map((a) => a.status)
  const problems: string[] = []
  const opened = statuses.filter((s) => s === 200).length
  if (opened > 40) problems.push(`${opened} streams open (limit 40)`)
  if (answers.slice(0, 10).filter((a) => a.status === 200).length > 4) problems.push('one address held more than 4 streams')
  if (answers.some((a) => a.status === 503 && !a.retryAfter)) problems.push('a 503 without Retry-After')
  if (statuses.some((s) => s !== 200 && s !== 503)) problems.push('answers other than 200 and 503')
  const page = await rawRequest(server.url, { method: 'GET', path: '/query/latest', timeoutMs: 10_000 }).catch(() => undefined)
  if (page?.status !== 200) problems.push('a page did not answer while the streams were open')
  for (const controller of controllers) controller.abort()
  held.length = 0
  return { shape: 'live streams (10 from one address, then 60 at once)', requests: answers.length, statuses: count(statuses), problems }
}

async function eventFlood(server: RunningServer): Promise<ShapeResult> {
  const body = JSON.stringify({
    events: [{ eventType: 'click', eventName: 'Hit Clicked', index: 'TanStack', userToken: 'flood', objectIDs: ['x'], positions: [1] }],
  })
  const headers = { 'content-type': 'text/plain', origin: server.url, 'x-forwarded-for': '198.51.100.96' }
  const answers = await Promise.all(
    Array.from({ length: 80 }, () =>
      rawRequest(server.url, { method: 'POST', path: '/api/search/1/events', headers, body, timeoutMs: 30_000 }).catch(() => undefined),
    ),
  )
  const statuses = answers.map((a) => a?.status ?? 'no answer')
  const problems: string[] = []
  if (statuses.filter((s) => s === 200).length > 30) problems.push('more events taken than the per-minute limit')
  if (statuses.some((s) => s !== 200 && s !== 429)) problems.push('answers other than 200 and 429')
  const foreign = await rawRequest(server.url, {
    method: 'POST',
    path: '/api/search/1/events',
    headers: { ...headers, origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.95' },
    body,
    timeoutMs: 10_000,
  })
  if (foreign.status !== 403) problems.push(`a foreign origin got ${foreign.status}`)
  return { shape: 'search events flood (80 at once, one address)', requests: answers.length + 1, statuses: count([...statuses, foreign.status]), problems }
}

async function cardFlood(server: RunningServer): Promise<ShapeResult> {
  const stamp = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, n) =>
      rawRequest(server.url, { method: 'GET', path: `/og/query.png?title=${encodeURIComponent(`Card ${stamp} ${n}`)}`, timeoutMs: 60_000 }).catch(
        () => undefined,
      ),
    ),
  )
  const statuses = answers.map((a) => a?.status ?? 'no answer')
  const problems: string[] = []
  if (statuses.some((s) => s !== 200 && s !== 429)) problems.push('answers other than 200 and 429')
  if (!statuses.includes(429)) problems.push('no card was refused: the renderer took all 40')
  return { shape: 'social cards (40 new titles at once)', requests: answers.length, statuses: count(statuses), problems }
}

export async function runShapes(server: RunningServer): Promise<ShapeResult[]> {
  const results: ShapeResult[] = []
  for (const shape of [signInBurst, streamedBodies, liveStreams, eventFlood, cardFlood]) {
    try {
      results.push(await shape(server))
    } catch (error) {
      results.push({ shape: shape.name, requests: 0, statuses: {}, problems: [`the shape failed: ${error instanceof Error ? error.message : String(error)}`] })
    }
  }
  return results
}
