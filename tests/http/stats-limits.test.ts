import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toJSONAsync } from 'seroval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const response = await fetch(`${server.url}/stats/npm/?packages=${encodeURIComponent(JSON.stringify(groups))}&range=7-days`, { headers: { 'x-forwarded-for': '198.51.100.50' } })
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
