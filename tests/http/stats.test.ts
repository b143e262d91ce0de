import { beforeEach, describe, expect, inject, it } from 'vitest'
import { FakeNpmControl, fakeDownloads, yesterday } from '../support/fake-npm'
import { get, titleOf } from '../support/http'
import { callGetServerFn } from '../support/server-fn'

const npm = new FakeNpmControl(inject('fakeNpmUrl'))
const FILE = 'src/features/stats/stats.functions.ts'

type Downloads = { package: string; status: string; start?: string; end?: string; counts?: (number | null)[]; notice?: string; message?: string }

const downloads = async (name: string, range = '30-days') => {
  const call = await callGetServerFn(FILE, 'getPackageDownloadsFn', { package: name, range })
  expect(call.status, call.text).toBe(200)
  return call.result as Downloads
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const end = yesterday()
const downloadCalls = async (name: string) => (await npm.requests()).filter((r) => r.startsWith('/downloads/') && r.endsWith(`/${name}`))

beforeEach(async () => {
  await npm.reset()
})

describe('the /stats/npm/ page', () => {
  it('answers 200 with its title and the page frame at the address of the spec, without a redirect, whatever the search parameters', async () => {
    for (const path of [
      '/stats/npm/',
      '/stats/npm',
      '/stats/npm/?range=%2230-days%22',
      '/stats/npm/?range=9-days&height=abc&packages=%7Bbroken',
      '/stats/npm/?packages=%5B%5D',
    ]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(page.location, path).toBeNull()
      expect(titleOf(page.body)).toBe('npm download statistics')
    }
  })

  it('arrives with the figures of its packages rendered, and their downloads in its loader data', async () => {
    const packages = encodeURIComponent(JSON.stringify([{ packages: ['http-ssr-a'] }, { packages: ['http-ssr-b'] }]))
    const page = await get(`/stats/npm?packages=${packages}&range=%2230-days%22`)
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('Loading downloads')
    const total = (name: string) => Array.from({ length: 30 }, (_, i) => fakeDownloads(name, addDays(end, -29 + i))).reduce((a, b) => a + b, 0)
    for (const name of ['http-ssr-a', 'http-ssr-b']) {
      expect(page.body).toContain(total(name).toLocaleString('en-US'))
      // The page's query cache starts from these: the browser does not ask npm again.
      expect(page.body).toMatch(new RegExp(`"${name}":\\$R\\[\\d+\\]=\\{package:"${name}",status:"ok"`))
    }
    expect(await downloadCalls('http-ssr-a')).toHaveLength(1)
  })

  it('is linked from the site navigation', async () => {
    const home = await get('/')
    expect(home.body).toMatch(/<a[^>]+href="\/stats\/npm"[^>]*>Stats<\/a>/)
  })
})

describe('downloads server function', () => {
  it('returns one count per day of the range from npm', async () => {
    const result = await downloads('http-basic', '30-days')
    expect(result.status).toBe('ok')
    expect(result.start).toBe(addDays(end, -29))
    expect(result.end).toBe(end)
    expect(result.counts).toHaveLength(30)
    expect(result.counts!.at(-1)).toBe(fakeDownloads('http-basic', end))
  })

  it('encodes scoped names for npm', async () => {
    // A name no page of the site asks for, so other files' requests to the shared server do not count here.
    const result = await downloads('@tanstack/http-scoped', '7-days')
    expect(result.status).toBe('ok')
    expect(await downloadCalls('@tanstack/http-scoped')).toEqual([`/downloads/range/${addDays(end, -6)}:${end}/@tanstack/http-scoped`])
  })

  it('asks npm nothing the second time for stored days, and only the new days later', async () => {
    await npm.setLastDay(addDays(end, -3))
    const first = await downloads('http-cache', '30-days')
    expect(first.counts!.slice(-3)).toEqual([null, null, null])
    expect(await downloadCalls('http-cache')).toHaveLength(1)

    await npm.clearRequests()
    await npm.setLastDay(end)
    const later = await downloads('http-cache', '30-days')
    expect(await downloadCalls('http-cache')).toEqual([`/downloads/range/${addDays(end, -2)}:${end}/http-cache`])
    expect(later.counts!.at(-1)).toBe(fakeDownloads('http-cache', end))

    await npm.clearRequests()
    const again = await downloads('http-cache', '30-days')
    const shorter = await downloads('http-cache', '7-days')
    expect(await downloadCalls('http-cache')).toEqual([])
    expect(again.counts).toEqual(later.counts)
    expect(shorter.counts).toEqual(later.counts!.slice(-7))
  })

  it('makes one npm call for concurrent requests for the same package', async () => {
    const results = await Promise.all([
      downloads('http-concurrent', '90-days'),
      downloads('http-concurrent', '90-days'),
      downloads('http-concurrent', '90-days'),
    ])
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok'])
    expect(await downloadCalls('http-concurrent')).toHaveLength(1)
  })

  it('says an unknown package is not on npm, without failing the request', async () => {
    const result = await downloads('does-not-exist-http')
    expect(result).toEqual({ package: 'does-not-exist-http', status: 'not-found', message: '"does-not-exist-http" was not found on npm.' })
  })

  it('retries when npm answers 429 or 500', async () => {
    await npm.fail({ status: 429, times: 2, match: 'http-rate-limited', retryAfter: 0 })
    const limited = await downloads('http-rate-limited', '7-days')
    expect(limited.status).toBe('ok')
    expect(await downloadCalls('http-rate-limited')).toHaveLength(3)

    await npm.fail({ status: 500, times: 1, match: 'http-server-error' })
    const errored = await downloads('http-server-error', '7-days')
    expect(errored.status).toBe('ok')
    expect(errored.counts!.at(-1)).toBe(fakeDownloads('http-server-error', end))
    expect(await downloadCalls('http-server-error')).toHaveLength(2)
  })

  it('gives up after the retries with a clear message, not a server error', async () => {
    await npm.fail({ status: 500, times: 100, match: 'http-always-failing' })
    const result = await downloads('http-always-failing', '7-days')
    expect(result.status).toBe('unavailable')
    expect(result.message).toMatch(/npm could not be reached/)
    expect(await downloadCalls('http-always-failing')).toHaveLength(4)
  })

  it('serves the stored days with a notice when npm is down', async () => {
    await npm.setLastDay(addDays(end, -2))
    const before = await downloads('http-down', '30-days')
    await npm.setDown(true)
    const during = await downloads('http-down', '30-days')
    expect(during.status).toBe('ok')
    expect(during.notice).toBe(`npm could not be reached; showing the downloads of "http-down" stored up to ${addDays(end, -2)}.`)
    expect(during.counts).toEqual(before.counts)
    await npm.setDown(false)
  })

  it('answers 400 for a bad package name or range', async () => {
    const badName = await callGetServerFn(FILE, 'getPackageDownloadsFn', { package: '../../etc/passwd', range: '30-days' })
    expect(badName.status).toBe(400)
    expect(badName.text).toContain('package')
    const badRange = await callGetServerFn(FILE, 'getPackageDownloadsFn', { package: 'react', range: 'forever' })
    expect(badRange.status).toBe(400)
    const missing = await callGetServerFn(FILE, 'getPackageDownloadsFn', undefined)
    expect(missing.status).toBe(400)
  })
})

describe('package search server function', () => {
  it('searches the registry and refuses an empty query', async () => {
    const found = await callGetServerFn(FILE, 'searchPackagesFn', { text: 'tanstack' })
    expect(found.status).toBe(200)
    const names = (found.result as { hits: { name: string }[] }).hits.map((h) => h.name)
    expect(names).toContain('@tanstack/react-query')
    expect((await npm.requests()).some((r) => r.startsWith('/-/v1/search?text=tanstack&size=8'))).toBe(true)
    expect((await callGetServerFn(FILE, 'searchPackagesFn', { text: '' })).status).toBe(400)
  })
})
