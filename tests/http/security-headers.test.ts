import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callServerFn, createOrdinaryUser, signIn } from '../support/auth'
import { baseUrl } from '../support/http'
import { startBuiltServer, type RunningServer } from '../support/server'

const ROOT_FNS = 'src/features/layout/root-data.functions.ts'
const DOC_PAGE = '/query/latest/docs/framework/react/overview'

type Fetched = { status: number; headers: Headers; body: string }

async function fetchPage(url: string, init: RequestInit = {}): Promise<Fetched> {
  const response = await fetch(url, { redirect: 'manual', ...init })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** The nonce the policy allows scripts with. */
function policyNonce(headers: Headers): string {
  const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]
  expect(nonce, 'the policy names a nonce').toBeDefined()
  return nonce!
}

function directive(headers: Headers, name: string): string | undefined {
  return (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
}

/** Checks the headers of an HTML page and that every <script> in it carries the response's nonce. */
function expectSecurePage(page: Fetched, frameAncestors = "'none'") {
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  const nonce = policyNonce(page.headers)
  expect(directive(page.headers, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`)
  expect(directive(page.headers, 'object-src')).toBe("object-src 'none'")
  expect(directive(page.headers, 'base-uri')).toBe("base-uri 'self'")
  expect(directive(page.headers, 'frame-ancestors')).toBe(`frame-ancestors ${frameAncestors}`)
  expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  expect(page.headers.has('strict-transport-security')).toBe(false)
  const scripts = page.body.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag, 'every script carries the nonce').toContain(`nonce="${nonce}"`)
  return nonce
}

describe('security headers of the site', () => {
  it.each([
    ['home', '/'],
    ['a library landing', '/query/latest'],
    ['npm stats', '/stats/npm/'],
    ['a blog post', '/blog/how-this-site-works'],
    ['the sign-in page', '/login'],
  ])('%s carries the policy, and every script the nonce', async (_name, route) => {
    // The stats page settles its search parameters with a redirect first.
    const page = await fetchPage(`${baseUrl()}${route}`, { redirect: 'follow' })
    expect(page.status).toBe(200)
    expectSecurePage(page)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
  })

  it('a missing page (404) is protected the same way', async () => {
    const page = await fetchPage(`${baseUrl()}/no-such-page-for-security`)
    expect(page.status).toBe(404)
    expectSecurePage(page)
  })

  it('the sponsors widget may be framed by any site; nothing else may', async () => {
    const page = await fetchPage(`${baseUrl()}/sponsors-embed`)
    expect(page.status).toBe(200)
    expectSecurePage(page, '*')
    expect(page.headers.has('x-frame-options')).toBe(false)
  })

  it('a kept doc page goes out with the policy and nonce it was rendered with, per theme', async () => {
    const url = `${baseUrl()}${DOC_PAGE}?fresh=${Date.now()}`
    const cold = await fetchPage(url)
    expect(cold.headers.get('x-page-cache')).toBe('miss')
    const nonce = expectSecurePage(cold)
    for (let i = 0; i < 3; i++) {
      const warm = await fetchPage(url)
      expect(warm.headers.get('x-page-cache')).toBe('hit')
      expect(expectSecurePage(warm)).toBe(nonce)
      expect(warm.body).toBe(cold.body)
    }
    const dark = await fetchPage(url, { headers: { cookie: 'theme=dark' } })
    expect(dark.headers.get('x-page-cache')).toBe('miss')
    expect(expectSecurePage(dark)).not.toBe(nonce)
  })

  it('a page the origin cache does not keep gets a fresh nonce on every response', async () => {
    const nonces = []
    for (let i = 0; i < 3; i++) {
      const page = await fetchPage(`${baseUrl()}/`)
      expect(page.headers.has('x-page-cache')).toBe(false)
      nonces.push(expectSecurePage(page))
    }
    expect(new Set(nonces).size).toBe(3)
  })

  it('answers that are not HTML still refuse framing and sniffing', async () => {
    const search = await fetch(`${baseUrl()}/api/search/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'x', params: 'query=query' }] }),
    })
    await search.arrayBuffer()
    const serverFn = await fetch(`${baseUrl()}/_serverFn/${'0'.repeat(64)}`, { headers: { 'x-tsr-serverfn': 'true' } })
    await serverFn.arrayBuffer()
    const favicon = await fetch(`${baseUrl()}/favicon.svg`)
    await favicon.arrayBuffer()
    for (const response of [search, serverFn]) {
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
    expect(favicon.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('static files carry a policy that runs nothing and refuses framing', async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text()
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.(?:js|css))"/.exec(home)?.[1]
    expect(script).toBeDefined()
    for (const path of ['/favicon.svg', script!]) {
      const response = await fetch(`${baseUrl()}${path}`)
      await response.arrayBuffer()
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-security-policy'), path).toMatch(/default-src 'none'.*frame-ancestors 'none'/)
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('a server-function call gets the headers too', async () => {
    const response = await callServerFn(baseUrl(), ROOT_FNS, 'getRootDataFn', undefined, { method: 'GET' })
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('sends no HSTS over plain http, even when an untrusted client claims https', async () => {
    const page = await fetchPage(`${baseUrl()}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(page.headers.has('strict-transport-security')).toBe(false)
  })

  it('sets the theme and session cookies HttpOnly, SameSite=Lax, Path=/ and not Secure on plain http', async () => {
    const theme = await callServerFn(baseUrl(), ROOT_FNS, 'setThemeFn', 'dark')
    await theme.arrayBuffer()
    const themeLine = theme.headers.getSetCookie().find((line) => line.startsWith('theme='))
    expect(themeLine).toMatch(/; HttpOnly/i)
    expect(themeLine).toMatch(/; SameSite=Lax/i)
    expect(themeLine).toMatch(/; Path=\/(;|$)/)
    expect(themeLine).not.toMatch(/; Secure/i)

    await createOrdinaryUser(inject('databaseUrl'), 'security-headers-user', 'a long enough password here')
    const { response } = await signIn(baseUrl(), 'security-headers-user', 'a long enough password here')
    const sessionLine = response.headers.getSetCookie().find((line) => line.startsWith('site_session='))
    expect(sessionLine).toMatch(/; HttpOnly/i)
    expect(sessionLine).toMatch(/; SameSite=Lax/i)
    expect(sessionLine).toMatch(/; Path=\/(;|$)/)
    expect(sessionLine).not.toMatch(/; Secure/i)
  })
})

describe('a site behind a trusted https proxy, with the tag manager and GitHub sign-in', () => {
  let server: RunningServer
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-security-test-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      SITE_URL: 'https://docs.example.org',
      TRUST_PROXY: '1',
      GTM_ID: 'GTM-SECURE1',
      GITHUB_CLIENT_ID: 'client-id',
      GITHUB_CLIENT_SECRET: 'client-secret',
      LIVE_STATS_REFRESH_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('sends HSTS when the proxy says the request came over https, and only then', async () => {
    const viaHttps = await fetchPage(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(viaHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const viaHttp = await fetchPage(`${server.url}/`, { headers: { 'x-forwarded-proto': 'http' } })
    expect(viaHttp.headers.has('strict-transport-security')).toBe(false)
    const direct = await fetchPage(`${server.url}/`)
    expect(direct.headers.has('strict-transport-security')).toBe(false)
  })

  it('lets the tag manager load and gives its snippet the nonce', async () => {
    const page = await fetchPage(`${server.url}${DOC_PAGE}`)
    const nonce = policyNonce(page.headers)
    expect(directive(page.headers, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com`)
    expect(directive(page.headers, 'frame-src')).toContain('https://www.googletagmanager.com')
    const snippet = /<script\b[^>]*>[^<]*GTM-SECURE1[^<]*<\/script>/.exec(page.body)?.[0]
    expect(snippet).toContain(`nonce="${nonce}"`)
    expect(page.body).toContain('https://www.googletagmanager.com/ns.html?id=GTM-SECURE1')
    for (const tag of page.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('marks every cookie Secure, HttpOnly and SameSite=Lax, the sign-in flow ones scoped to /auth/', async () => {
    const theme = await callServerFn(server.url, ROOT_FNS, 'setThemeFn', 'light')
    await theme.arrayBuffer()
    const start = await fetch(`${server.url}/auth/github?redirect=%2Fquery`, { redirect: 'manual' })
    await start.arrayBuffer()
    expect(start.status).toBe(302)
    const lines = [...theme.headers.getSetCookie(), ...start.headers.getSetCookie()]
    expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['github_oauth_redirect', 'github_oauth_state', 'github_oauth_verifier', 'theme'])
    for (const line of lines) {
      expect(line).toMatch(/; Secure/i)
      expect(line).toMatch(/; HttpOnly/i)
      expect(line).toMatch(/; SameSite=Lax/i)
      expect(line).toMatch(line.startsWith('theme=') ? /; Path=\/(;|$)/ : /; Path=\/auth\/(;|$)/)
    }
  })
})

describe('a bare site with COMPRESSION=1', () => {
  let server: RunningServer
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-compression-test-'))
    server = await startBuiltServer({ DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`, COMPRESSION: '1', LIVE_STATS_REFRESH_SECONDS: '0' })
  })
  afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps a compressed doc page compressed, with its nonce, apart from the uncompressed copy', async () => {
    const { gunzipSync } = await import('node:zlib')
    const { request } = await import('node:http')
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${server.url}${DOC_PAGE}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    const cold = await raw('gzip')
    const warm = await raw('gzip')
    const plain = await raw('identity')
    expect([cold.headers['x-page-cache'], warm.headers['x-page-cache'], plain.headers['x-page-cache']]).toEqual(['miss', 'hit', 'miss'])
    expect(warm.headers['content-encoding']).toBe('gzip')
    expect(warm.headers.vary).toMatch(/Accept-Encoding/)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const page = gunzipSync(warm.body).toString()
    expect(page).toBe(gunzipSync(cold.body).toString())
    const nonce = /'nonce-([^']+)'/.exec(String(warm.headers['content-security-policy']))?.[1]
    for (const tag of page.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
  })
})
