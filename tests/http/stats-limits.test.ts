import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toJSONAsync } from 'seroval'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db'
import { selectRows } from '~/server/db/sql'
import { startFakeNpm, type FakeNpm } from '../support/fake-npm'
import { startBuiltServer, type RunningServer } from '../support/server'
import { serverFnId } from '../support/server-fn'

const STATS_FNS = 'src/features/stats/stats.functions.ts'

describe('npm statistics cost npm a bounded number of requests', () => {
  let npm: FakeNpm
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    npm = await startFakeNpm()
    dir = mkdtempSync(path.join(tmpdir(), 'site-stats-limits-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      NPM_REFRESH_SECONDS: '3600',
      LIVE_STATS_REFRESH_SECONDS: '0',
      NPM_UPSTREAM_BUDGET_PER_MINUTE: '6',
      TRUST_PROXY: '1',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await npm?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const downloadRequests = () => npm.state.requests.filter((r) => r.startsWith('/downloads/'))
  const packagesAsked = () => new Set(downloadRequests().map((r) => decodeURIComponent(r.split('/').slice(4).join('/'))))

  async function downloads(name: string, address: string) {
    const payload = JSON.stringify(await toJSONAsync({ data: { package: name, range: '7-days' } }))
    const response = await fetch(`${server.url}/_serverFn/${serverFnId(STATS_FNS, 'getPackageDownloadsFn')}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverFn': 'true', accept: 'application/json', 'x-forwarded-for': address },
    })
    return { status: response.status, text: await response.text() }
  }

  it('shows at most 12 packages in one view and says so', async () => {
    npm.state.requests.length = 0
    const groups = [0, 1, 2].map((g) => ({ packages: Array.from({ length: 10 }, (_, n) => `capped-${g}-${n}`) }))
    const response = await fetch(`${server.url}/stats/npm/?packages=${encodeURIComponent(JSON.stringify(groups))}&range=7-days`, {
      headers: { 'x-forwarded-for': '198.51.100.50' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/at most 12 packages/)
    expect(packagesAsked().size).toBeLessThanOrEqual(12)
  })

  it('gives each client a budget of npm requests per minute, and serves stored days without it', async () => {
    expect((await downloads('stored-package', '198.51.100.60')).status).toBe(200)
    npm.state.requests.length = 0
    const answers = []
    for (let n = 0; n < 12; n++) answers.push(await downloads(`budget-package-${n}`, '198.51.100.61'))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(downloadRequests().length).toBeLessThanOrEqual(6)
    expect(answers.at(-1)!.text).toMatch(/too many/i)
    // Days already stored cost nothing, and another client has its own budget.
    const before = downloadRequests().length
    expect((await downloads('stored-package', '198.51.100.61')).text).toContain('"counts"')
    expect(downloadRequests().length).toBe(before)
    expect((await downloads('budget-package-11', '198.51.100.62')).text).toContain('"counts"')
  })
})

describe('npm statistics store a bounded number of packages', () => {
  let npm: FakeNpm
  let server: RunningServer
  let dir: string
  const databaseUrl = () => `file:${path.join(dir, 'site.db')}`
  beforeAll(async () => {
    npm = await startFakeNpm()
    dir = mkdtempSync(path.join(tmpdir(), 'site-stats-stored-'))
    server = await startBuiltServer({
      DATABASE_URL: databaseUrl(),
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      LIVE_STATS_REFRESH_SECONDS: '0',
      NPM_UPSTREAM_BUDGET_PER_MINUTE: '1000',
      NPM_NEW_PACKAGES_PER_MINUTE: '10',
      NPM_MAX_PACKAGES: '8',
      TRUST_PROXY: '1',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await npm?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  async function downloads(name: string, address: string) {
    const payload = JSON.stringify(await toJSONAsync({ data: { package: name, range: '30-days' } }))
    const response = await fetch(`${server.url}/_serverFn/${serverFnId(STATS_FNS, 'getPackageDownloadsFn')}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverFn': 'true', accept: 'application/json', 'x-forwarded-for': address },
    })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }
  }

  async function stored() {
    const database = await openDatabase(databaseUrl())
    try {
      const [listed] = await selectRows<{ n: number }>(database, sql`SELECT COUNT(*) AS n FROM npm_package_views`)
      const [counted] = await selectRows<{ n: number }>(database, sql`SELECT COUNT(DISTINCT package) AS n FROM npm_daily_downloads`)
      return { listed: Number(listed?.n), withCounts: Number(counted?.n) }
    } finally {
      await database.close()
    }
  }

  it('admits new packages within a site-wide budget, refusing the rest with 429, and keeps at most the cap', async () => {
    expect((await downloads('kept-package', '203.0.113.1')).status).toBe(200)
    const addresses = ['203.0.113.10', '203.0.113.11', '203.0.113.12', '198.51.100.13', '2001:db8:5::1']
    const answers = []
    for (let n = 0; n < 40; n++) answers.push(await downloads(`fresh-name-${n}`, addresses[n % addresses.length]!))
    // One new package was the first request's: nine more fit the budget of ten a minute.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(31)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60)
      expect(answer.text).toMatch(/too many packages new to this site/i)
    }
    const count = await stored()
    expect(count.listed).toBeLessThanOrEqual(8)
    expect(count.withCounts).toBeLessThanOrEqual(8)
    // A package still stored is served past the budget, from any address.
    const last = await downloads('fresh-name-8', '203.0.113.99')
    expect(last.status).toBe(200)
    expect(last.text).toContain('"counts"')
    expect(server.output()).not.toMatch(/NpmNewPackagesFullError|\b500\b/)
  })
})
