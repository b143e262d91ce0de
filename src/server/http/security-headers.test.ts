import { describe, expect, it } from 'vitest'
import { readConfig } from '~/server/config'
import {
  algoliaOrigins,
  contentSecurityPolicy,
  cspSourcesFromConfig,
  HSTS_VALUE,
  isHttpsRequest,
  newNonce,
  securityHeadersFor,
  withSecurityHeaders,
  type CspSources,
} from './security-headers'

const plain: CspSources = { gtm: false, exampleSandboxes: true, algoliaOrigins: [] }

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

const sourcesFor = (env: Record<string, string>) => cspSourcesFromConfig(readConfig(env))

describe('content security policy', () => {
  it('allows scripts from the site and inline scripts with the nonce only', () => {
    const policy = directives(contentSecurityPolicy(plain, { nonce: 'abc', pathname: '/' }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    // A nonce in style-src would switch off the 'unsafe-inline' that style attributes need.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('refuses framing everywhere but the sponsors widget', () => {
    expect(directives(contentSecurityPolicy(plain, { nonce: 'n', pathname: '/' })).get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(contentSecurityPolicy(plain, { nonce: 'n', pathname: '/sponsors-embed' })).get('frame-ancestors')).toEqual(['*'])
    expect(directives(contentSecurityPolicy(plain, { nonce: 'n', pathname: '/sponsors-embedded' })).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('frames the online sandboxes only while the example viewer may show them', () => {
    expect(directives(contentSecurityPolicy(sourcesFor({}), { nonce: 'n', pathname: '/' })).get('frame-src')).toEqual([
      'https://stackblitz.com',
      'https://codesandbox.io',
    ])
    expect(directives(contentSecurityPolicy(sourcesFor({ EXAMPLE_SANDBOXES: '0' }), { nonce: 'n', pathname: '/' })).get('frame-src')).toEqual(["'none'"])
  })

  it('adds the tag manager hosts only when GTM_ID is set', () => {
    const withGtm = directives(contentSecurityPolicy(sourcesFor({ GTM_ID: 'GTM-TEST' }), { nonce: 'n', pathname: '/' }))
    expect(withGtm.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(withGtm.get('frame-src')).toContain('https://www.googletagmanager.com')
    expect(withGtm.get('connect-src')).toContain('https://www.googletagmanager.com')
    const without = contentSecurityPolicy(sourcesFor({}), { nonce: 'n', pathname: '/' })
    expect(without).not.toContain('googletagmanager')
  })

  it('lets the search dialog reach Algolia only with SEARCH_BACKEND=algolia', () => {
    const algolia = sourcesFor({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'k' })
    expect(directives(contentSecurityPolicy(algolia, { nonce: 'n', pathname: '/' })).get('connect-src')).toEqual([
      "'self'",
      'https://APP1-dsn.algolia.net',
      'https://APP1.algolia.net',
      'https://APP1-1.algolianet.com',
      'https://APP1-2.algolianet.com',
      'https://APP1-3.algolianet.com',
      // the dialog's click and view events
      'https://insights.algolia.io',
    ])
    const custom = sourcesFor({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_HOST: 'http://127.0.0.1:9100' })
    expect(custom.algoliaOrigins).toEqual(['http://127.0.0.1:9100'])
    expect(algoliaOrigins('X', 'search.example.com')).toEqual(['https://search.example.com'])
    expect(sourcesFor({}).algoliaOrigins).toEqual([])
  })

  it('allows the ad network script and frames only with ADS_PROVIDER=gpt', () => {
    const gpt = directives(
      contentSecurityPolicy(sourcesFor({ ADS_PROVIDER: 'gpt', ADS_UNIT_PREFIX: '/123/site', ADS_SCRIPT_URL: 'http://127.0.0.1:9200/gpt.js' }), {
        nonce: 'n',
        pathname: '/',
      }),
    )
    expect(gpt.get('script-src')).toContain('http://127.0.0.1:9200')
    expect(gpt.get('frame-src')).toContain('https://*.safeframe.googlesyndication.com')
    expect(contentSecurityPolicy(sourcesFor({}), { nonce: 'n', pathname: '/' })).not.toMatch(/doubleclick|googlesyndication|9200/)
  })

  it('makes a different, unguessable nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})

describe('security headers', () => {
  const context = { sources: plain, nonce: 'n1', trustProxy: false }

  it('gives HTML the full policy and everything else the framing rule, with nosniff on both', () => {
    const html = new Map(securityHeadersFor(new Request('http://s/query'), { contentType: 'text/html; charset=utf-8' }, context))
    expect(html.get('content-security-policy')).toContain("script-src 'self' 'nonce-n1'")
    expect(html.get('x-frame-options')).toBe('DENY')
    expect(html.get('x-content-type-options')).toBe('nosniff')
    expect(html.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(html.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/)
    const json = new Map(securityHeadersFor(new Request('http://s/api/search'), { contentType: 'application/json' }, context))
    expect(json.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(json.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets the sponsors widget be framed: no X-Frame-Options, frame-ancestors *', async () => {
    const response = withSecurityHeaders(
      new Request('http://s/sponsors-embed'),
      new Response('<p>w</p>', { status: 200, headers: { 'content-type': 'text/html', 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'no-store' } }),
      context,
    )
    expect(response.headers.has('x-frame-options')).toBe(false)
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('<p>w</p>')
  })

  it('changes headers in place where it may (a buffered body stays buffered) and copies responses whose headers are immutable', async () => {
    const page = new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } })
    expect(withSecurityHeaders(new Request('http://s/'), page, context)).toBe(page)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const redirect = Response.redirect('http://s/elsewhere', 301)
    const secured = withSecurityHeaders(new Request('http://s/'), redirect, context)
    expect(secured.status).toBe(301)
    expect(secured.headers.get('location')).toBe('http://s/elsewhere')
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends HSTS over https only, trusting X-Forwarded-Proto only behind a trusted proxy', () => {
    const forwarded = new Request('http://s/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(isHttpsRequest(new Request('https://s/'), false)).toBe(true)
    expect(isHttpsRequest(new Request('http://s/'), true)).toBe(false)
    expect(isHttpsRequest(forwarded, true)).toBe(true)
    expect(isHttpsRequest(forwarded, false)).toBe(false)
    expect(isHttpsRequest(new Request('http://s/', { headers: { 'x-forwarded-proto': 'https, http' } }), true)).toBe(true)
    expect(isHttpsRequest(new Request('http://s/', { headers: { 'x-forwarded-proto': 'http' } }), true)).toBe(false)
    const hsts = (request: Request, trustProxy: boolean) =>
      new Map(securityHeadersFor(request, { contentType: 'text/html' }, { ...context, trustProxy })).get('strict-transport-security')
    expect(hsts(forwarded, true)).toBe(HSTS_VALUE)
    expect(hsts(new Request('http://s/'), true)).toBeUndefined()
  })
})

describe("a route's own policy", () => {
  const context = { sources: plain, nonce: 'abc', trustProxy: false }
  it('survives the site-wide step, with the framing rule added', () => {
    const own = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
    const response = new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'content-security-policy': own } })
    const policy = withSecurityHeaders(new Request('http://site.test/docs-assets/query/latest/docs/a.svg'), response, context).headers.get(
      'content-security-policy',
    )
    expect(policy).toBe(`${own}; frame-ancestors 'none'`)
  })
  it('keeps a framing rule the route wrote itself', () => {
    const response = new Response('x', { headers: { 'content-type': 'text/html', 'content-security-policy': "sandbox; frame-ancestors 'self'" } })
    expect(withSecurityHeaders(new Request('http://site.test/x'), response, context).headers.get('content-security-policy')).toBe(
      "sandbox; frame-ancestors 'self'",
    )
  })
})
