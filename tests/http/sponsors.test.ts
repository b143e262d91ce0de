import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sponsorship, startFakeGitHubSponsors, type FakeGitHubSponsors } from '../support/fake-github-sponsors'
import { get } from '../support/http'
import { root, startBuiltServer, type RunningServer } from '../support/server'

const fileSponsors = (JSON.parse(readFileSync(path.join(root, 'content/sponsors.json'), 'utf8')) as { sponsors: { login: string; name: string }[] }).sponsors

const sponsorLogins = (html: string) => [...html.matchAll(/data-sponsor="([^"]+)"/g)].map((m) => m[1])

describe('/sponsors-embed', () => {
  it('serves only the pack, one link per sponsor of the data file, opening in the parent window', async () => {
    const page = await get('/sponsors-embed')
    expect(page.status).toBe(200)
    expect(sponsorLogins(page.body).sort()).toEqual(fileSponsors.map((s) => s.login).sort())
    for (const sponsor of fileSponsors) expect(page.body).toContain(`aria-label="${sponsor.name}, `)
    expect(page.body.match(/target="_parent"/g)).toHaveLength(fileSponsors.length)
    // The demo sponsors link to a real page, not to a placeholder address.
    expect(page.body).not.toMatch(/href="https?:\/\/([^/"]*\.)?example\.(com|org|net)/)
    // No site header, footer or ads around the widget.
    expect(page.body).not.toContain('Skip to content')
    expect(page.body).not.toContain('aria-label="Footer"')
    expect(page.body).not.toContain('data-ad-slot')
  })

  it('is cached 5 minutes by browsers and an hour by shared caches, with stale-while-revalidate', async () => {
    const page = await get('/sponsors-embed')
    const cacheControl = page.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/(^|,\s*)max-age=300(,|$)/)
    expect(cacheControl).toMatch(/(^|,\s*)s-maxage=3600(,|$)/)
    expect(cacheControl).toMatch(/(^|,\s*)stale-while-revalidate=\d+(,|$)/)
  })

  it('is the same for everyone, whatever theme the visitor stored, as shared caches keep one copy', async () => {
    const plain = await get('/sponsors-embed')
    const dark = await get('/sponsors-embed', { headers: { cookie: 'theme=dark' } })
    expect(dark.body).not.toMatch(/<html lang="en" class="dark"/)
    expect(dark.body).toContain('var m="auto"')
    expect(dark.body.match(/data-sponsor="/g)).toEqual(plain.body.match(/data-sponsor="/g))
  })

  it('may be framed by any site', async () => {
    const page = await get('/sponsors-embed')
    expect(page.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors \*(;|$)/)
    expect(page.headers.get('x-frame-options')).toBeNull()
  })
})

describe('framing of every other response', () => {
  it.each(['/', '/query/latest', '/dedicated-support', '/terms', '/no/such/page', '/merch', '/query'])('%s refuses to be framed', async (pathname) => {
    const page = await get(pathname)
    expect(page.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
  })

  it('also covers refused server-function calls', async () => {
    const page = await get('/_serverFn/abc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })
    expect(page.status).toBe(400)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('pages with sponsors and ads', () => {
  it('reserves the ad slots and the sponsors section in the HTML of a landing page', async () => {
    const page = await get('/query/latest')
    for (const slot of ['leaderboard', 'left-rail', 'right-rail', 'footer']) expect(page.body).toContain(`data-ad-slot="${slot}"`)
    expect(page.body).toContain('data-sponsors-section')
  })

  it('puts the footer banner and the sponsors section on the home page', async () => {
    const page = await get('/')
    expect(page.body).toContain('data-ad-slot="footer"')
    expect(page.body).toContain('data-sponsors-section')
    expect(page.body).not.toContain('data-ad-slot="leaderboard"')
  })

  it.each(['/', '/query/latest'])(
    'has the final pack in the sponsors section of %s, every sponsor named with their tier, before any script runs',
    async (path) => {
      const page = await get(path)
      const section = /<section[^>]*data-sponsors-section=""[^>]*>([\s\S]*?)<\/section>/.exec(page.body)?.[1] ?? ''
      // The picture itself, laid out on the server: no placeholder of another shape to give way to it.
      expect(section).toContain('data-sponsor-pack')
      expect(section).not.toContain('data-sponsor-pack-pending')
      expect(sponsorLogins(section).sort()).toEqual(fileSponsors.map((s) => s.login).sort())
      for (const sponsor of fileSponsors) {
        // Shown by name in its circle, not as initials only, and by tier in the list under the picture.
        expect(section).toMatch(new RegExp(`data-sponsor-name="">${sponsor.name}<`))
      }
      expect(section).toContain('data-sponsor-tiers')
      expect(section).toMatch(/<dt[^>]*>Platinum:<\/dt><dd>Northwind Cloud<\/dd>/)
      expect(section).toMatch(/<dt[^>]*>Gold:<\/dt><dd>Kestrel Systems, Lumen Analytics<\/dd>/)
    },
  )
})

describe('sponsors from GitHub through the built server', () => {
  let fake: FakeGitHubSponsors
  let server: RunningServer

  beforeAll(async () => {
    fake = await startFakeGitHubSponsors({
      sponsorships: [
        sponsorship('gh-platinum', 6000),
        sponsorship('gh-hidden', 9000, { privacyLevel: 'PRIVATE' }),
        // Also in the local file, which overrides name, image and tier.
        sponsorship('lumen-analytics', 50),
        ...Array.from({ length: 120 }, (_, i) => sponsorship(`gh-fan-${i}`, 5)),
      ],
    })
    server = await startBuiltServer({
      GITHUB_SPONSORS_TOKEN: fake.token,
      GITHUB_GRAPHQL_URL: fake.url,
      GITHUB_SPONSORS_LOGIN: fake.login,
      GITHUB_SPONSORS_TIMEOUT_MS: '500',
      SPONSORS_CACHE_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  const embed = async () => (await fetch(`${server.url}/sponsors-embed`)).text()

  it('merges every page of GitHub sponsors with the local file, leaving private ones out', async () => {
    const html = await embed()
    const logins = sponsorLogins(html)
    expect(logins[0]).toBe('gh-platinum')
    // The local entry for a GitHub sponsor wins over what GitHub says about it.
    expect(logins.filter((l) => l === 'lumen-analytics')).toHaveLength(1)
    expect(html).toContain('aria-label="Lumen Analytics, ')
    expect(logins).not.toContain('gh-hidden')
    expect(logins.filter((l) => l?.startsWith('gh-fan-'))).toHaveLength(120)
    for (const sponsor of fileSponsors) expect(logins).toContain(sponsor.login)
    expect(logins).toHaveLength(1 + 120 + fileSponsors.length)
    expect(fake.requests.length).toBeGreaterThanOrEqual(2)
  })

  it('keeps serving the last good list while GitHub answers with errors', async () => {
    const before = sponsorLogins(await embed())
    fake.mode = 'graphql-error'
    // The list is refreshed behind the pages that show it: every page keeps the good list until the refresh has failed.
    await vi.waitFor(
      async () => {
        const duringError = await fetch(`${server.url}/sponsors-embed`)
        expect(duringError.status).toBe(200)
        expect(sponsorLogins(await duringError.text())).toEqual(before)
        expect(server.output()).toContain('rate limit')
      },
      { timeout: 5000, interval: 100 },
    )
    fake.mode = 'ok'
  })
})

describe('/dedicated-support', () => {
  it('lists the four consultants, describes the support contract and offers a way to get in touch', async () => {
    const page = await get('/dedicated-support')
    expect(page.status).toBe(200)
    expect(page.body.match(/alt="Photo of /g)).toHaveLength(4)
    expect(page.body).toContain('Enterprise support contracts')
    expect(page.body).toContain('Private consultation')
    expect(page.body).toMatch(/href="mailto:support@tanstack\.com\?subject=[^"]+"/)
  })
})
