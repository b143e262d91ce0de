/**
 * The npm services the statistics need, behind one interface: daily download counts, a
 * package's creation day, and package search. `HttpNpmUpstream` speaks to npm itself (or to
 * anything that speaks its wire format, such as the test suite's fake).
 */
import { z } from 'zod'
import type { PackageHit } from '~/lib/stats/downloads'
import { ConcurrencyLimit } from './limit'
import type { DailyCount, DayRange } from './ranges'

export type { PackageHit }

export class NpmNotFoundError extends Error {
  constructor(readonly packageName: string) {
    super(`"${packageName}" was not found on npm.`)
    this.name = 'NpmNotFoundError'
  }
}

/** npm did not answer usefully, even after retries. */
export class NpmUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'NpmUnavailableError'
  }
}

export type RangeAnswer = { start: string; end: string; downloads: DailyCount[] }

export interface NpmUpstream {
  /** Daily counts for a range of at most 18 months. Throws NpmNotFoundError or NpmUnavailableError. */
  downloadsRange(packageName: string, range: DayRange): Promise<RangeAnswer>
  /** The day the package was first published, if the registry says. */
  packageCreated(packageName: string): Promise<string | undefined>
  search(text: string, size: number): Promise<PackageHit[]>
}

/** `@scope/name` as the downloads API wants it in a path: both parts escaped, the slash kept. */
export function downloadsPathName(packageName: string): string {
  const match = /^@([^/]+)\/(.+)$/.exec(packageName)
  if (match) return `@${encodeURIComponent(match[1]!)}/${encodeURIComponent(match[2]!)}`
  return encodeURIComponent(packageName)
}

/** `@scope%2Fname` as the registry wants it in a document path. */
export function registryPathName(packageName: string): string {
  return encodeURIComponent(packageName).replace(/^%40/, '@')
}

const rangeAnswerSchema = z.object({
  start: z.string(),
  end: z.string(),
  package: z.string().optional(),
  downloads: z.array(z.object({ day: z.string(), downloads: z.number().int().min(0) })),
})

const registryDocumentSchema = z.object({ time: z.object({ created: z.string().optional() }).loose().optional() }).loose()

const searchAnswerSchema = z.object({
  objects: z.array(
    z
      .object({
        package: z.object({ name: z.string(), version: z.string().default(''), description: z.string().nullish() }).loose(),
      })
      .loose(),
  ),
})

export type RetryOptions = {
  /** Further attempts after the first one. */
  retries: number
  /** Wait before the first retry; doubled for each next one. */
  baseDelayMs: number
  /** Longest wait honoured from a Retry-After header. */
  maxDelayMs: number
  /** Time allowed for one attempt. */
  timeoutMs: number
  /** Time allowed for the whole call, every attempt and wait included (NPM_TIMEOUT_MS). */
  deadlineMs?: number
}

export const defaultRetryOptions: RetryOptions = { retries: 3, baseDelayMs: 250, maxDelayMs: 5_000, timeoutMs: 15_000, deadlineMs: 10_000 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return seconds * 1000
  const date = Date.parse(header)
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined
}

/**
 * GET with retries on network errors, 429 and 5xx, waiting longer each time (or as long as
 * Retry-After asks, within reason). Other statuses are returned to the caller.
 */
export async function fetchWithRetry(url: string, options: RetryOptions = defaultRetryOptions, fetchImpl: typeof fetch = fetch): Promise<Response> {
  let lastProblem: string
  const deadline = Date.now() + (options.deadlineMs ?? Number.POSITIVE_INFINITY)
  for (let attempt = 0; ; attempt++) {
    let wait = options.baseDelayMs * 2 ** attempt
    const timeout = Math.max(1, Math.min(options.timeoutMs, deadline - Date.now()))
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeout) })
      if (response.status !== 429 && response.status < 500) return response
      lastProblem = `status ${response.status}`
      wait = Math.max(wait, retryAfterMs(response) ?? 0)
      await response.body?.cancel()
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    wait = Math.min(wait, options.maxDelayMs)
    if (attempt >= options.retries || Date.now() + wait >= deadline) throw new NpmUnavailableError(`npm did not answer ${url} (${lastProblem})`)
    await sleep(wait)
  }
}

/** Requests to npm in flight at once from this process, however many visitors ask. */
export const MAX_CONCURRENT_NPM_REQUESTS = 6

export class HttpNpmUpstream implements NpmUpstream {
  private readonly limit = new ConcurrencyLimit(MAX_CONCURRENT_NPM_REQUESTS)

  constructor(
    private readonly downloadsApi: string,
    private readonly registry: string,
    private readonly retry: RetryOptions = defaultRetryOptions,
  ) {}

  private url(base: string, path: string): string {
    return `${base.replace(/\/+$/, '')}${path}`
  }

  private async json(url: string): Promise<{ status: number; body: unknown }> {
    const { response, text } = await this.limit.run(async () => {
      const response = await fetchWithRetry(url, this.retry)
      return { response, text: await response.text() }
    })
    try {
      return { status: response.status, body: JSON.parse(text) as unknown }
    } catch {
      if (response.ok) throw new NpmUnavailableError(`npm answered ${url} with something other than JSON`)
      return { status: response.status, body: undefined }
    }
  }

  async downloadsRange(packageName: string, range: DayRange): Promise<RangeAnswer> {
    const url = this.url(this.downloadsApi, `/downloads/range/${range.start}:${range.end}/${downloadsPathName(packageName)}`)
    const { status, body } = await this.json(url)
    if (status === 404) throw new NpmNotFoundError(packageName)
    if (status !== 200) throw new NpmUnavailableError(`npm answered ${url} with status ${status}`)
    const parsed = rangeAnswerSchema.safeParse(body)
    if (!parsed.success) throw new NpmUnavailableError(`npm answered ${url} in an unexpected shape`)
    return { start: parsed.data.start, end: parsed.data.end, downloads: parsed.data.downloads }
  }

  async packageCreated(packageName: string): Promise<string | undefined> {
    const url = this.url(this.registry, `/${registryPathName(packageName)}`)
    const { status, body } = await this.json(url)
    if (status === 404) throw new NpmNotFoundError(packageName)
    if (status !== 200) throw new NpmUnavailableError(`the registry answered ${url} with status ${status}`)
    const created = registryDocumentSchema.safeParse(body).data?.time?.created
    return created && Number.isFinite(Date.parse(created)) ? new Date(created).toISOString().slice(0, 10) : undefined
  }

  async search(text: string, size: number): Promise<PackageHit[]> {
    const url = this.url(this.registry, `/-/v1/search?text=${encodeURIComponent(text)}&size=${size}`)
    const { status, body } = await this.json(url)
    if (status !== 200) throw new NpmUnavailableError(`the registry search answered with status ${status}`)
    const parsed = searchAnswerSchema.safeParse(body)
    if (!parsed.success) throw new NpmUnavailableError('the registry search answered in an unexpected shape')
    return parsed.data.objects.map(({ package: p }) => ({ name: p.name, version: p.version, description: p.description ?? undefined }))
  }
}
