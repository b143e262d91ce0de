import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_FNS, DASHBOARD_FNS, callServerFn, createAdmin, createOrdinaryUser, sessionCookieOf, signIn } from '../support/auth'
import { startFakeGitHubOAuth, type FakeGitHubOAuth } from '../support/fake-github-oauth'
import { freePort, startBuiltServer, type RunningServer } from '../support/server'

const PASSWORD = 'a long enough admin password'

/** A server of its own with a fresh database and the given settings. */
async function serverWith(env: Record<string, string>, port?: number): Promise<{ server: RunningServer; databaseUrl: string; remove: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-auth-test-'))
  const databaseUrl = `file:${path.join(dir, 'site.db')}`
  const server = await startBuiltServer({ DATABASE_URL: databaseUrl, ...(port ? { PORT: String(port) } : {}), ...env })
  return {
    server,
    databaseUrl,
    remove: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe('a site served over https', () => {
  let site: Awaited<ReturnType<typeof serverWith>>
  beforeAll(async () => {
    site = await serverWith({ SITE_URL: 'https://docs.example.org' })
    await createAdmin(site.databaseUrl, 'secure-admin', PASSWORD)
  })
  afterAll(() => site?.remove())

  it('marks the session cookie Secure, besides HttpOnly, SameSite=Lax and Path=/', async () => {
    const { response, cookie } = await signIn(site.server.url, 'secure-admin', PASSWORD)
    expect(response.status).toBe(200)
    expect(cookie).toBeDefined()
    const line = response.headers.getSetCookie().find((c) => c.startsWith('site_session='))!
    expect(line).toMatch(/; Secure/i)
    expect(line).toMatch(/; HttpOnly/i)
    expect(line).toMatch(/; SameSite=Lax/i)
    expect(line).toMatch(/; Path=\/(;|$)/)
  })
})

describe('rate limiting and GitHub sign-in', () => {
  let site: Awaited<ReturnType<typeof serverWith>>
  let github: FakeGitHubOAuth
  let base: string

  beforeAll(async () => {
    github = await startFakeGitHubOAuth()
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    site = await serverWith(
      {
        SITE_URL: base,
        LOGIN_MAX_FAILURES: '3',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
        LOGIN_WINDOW_SECONDS: '600',
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_OAUTH_AUTHORIZE_URL: `${github.url}/login/oauth/authorize`,
        GITHUB_OAUTH_TOKEN_URL: `${github.url}/login/oauth/access_token`,
        GITHUB_API_URL: github.url,
        ADMIN_GITHUB_LOGINS: 'someone-else, Octo-Admin',
      },
      port,
    )
    for (const name of ['alice', 'bob', 'carol', 'dave']) await createOrdinaryUser(site.databaseUrl, name, PASSWORD, 'admin')
  })
  afterAll(async () => {
    await site?.remove()
    await github?.close()
  })

  it('answers 429 with Retry-After and a clear message after too many wrong passwords for one account', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(base, 'alice', 'wrong password')).response.status).toBe(401)
    const blocked = await callServerFn(base, AUTH_FNS, 'signInFn', { username: 'alice', password: 'wrong password' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(await blocked.text()).toContain('Too many failed sign-ins. Try again in 10 minutes.')
    // While blocked, even the right password does not get in.
    const right = await signIn(base, 'alice', PASSWORD)
    expect(right.response.status).toBe(429)
    expect(right.cookie).toBeUndefined()
  })

  it('limits failures from one address across accounts too', async () => {
    // 3 failures so far from this address; 3 more on other accounts reach the address limit of 6.
    expect((await signIn(base, 'bob', 'wrong password')).response.status).toBe(401)
    expect((await signIn(base, 'bob', 'wrong password')).response.status).toBe(401)
    expect((await signIn(base, 'carol', 'wrong password')).response.status).toBe(401)
    const blocked = await signIn(base, 'dave', PASSWORD)
    expect(blocked.response.status).toBe(429)
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('/login offers "Sign in with GitHub" when it is configured', async () => {
    const page = await fetch(`${base}/login`)
    expect(await page.text()).toContain('Sign in with GitHub')
  })

  /** The browser's round trip: site → GitHub's authorize page → back to the callback. */
  async function githubSignIn(redirect = '/dashboard'): Promise<{ callback: Response; cookie?: string }> {
    const start = await fetch(`${base}/auth/github?redirect=${encodeURIComponent(redirect)}`, { redirect: 'manual' })
    expect(start.status).toBe(302)
    const authorize = new URL(start.headers.get('location')!)
    expect(authorize.origin + authorize.pathname).toBe(`${github.url}/login/oauth/authorize`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/auth/callback/github`)
    const flowCookies = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const back = await fetch(authorize, { redirect: 'manual' })
    expect(back.status).toBe(302)
    const callback = await fetch(back.headers.get('location')!, { redirect: 'manual', headers: { cookie: flowCookies } })
    return { callback, cookie: sessionCookieOf(callback) }
  }

  it('signs a GitHub user on the ADMIN_GITHUB_LOGINS list in as an admin and returns to the page asked for', async () => {
    github.nextUser = { id: 101, login: 'octo-admin' }
    const { callback, cookie } = await githubSignIn('/dashboard')
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/dashboard')
    expect(cookie).toBeDefined()
    const load = await callServerFn(base, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })
    expect(load.status).toBe(200)
    expect(await load.text()).toContain('octo-admin')
  })

  it('signs any other GitHub user in as an ordinary user, who gets a 403 from the dashboard', async () => {
    github.nextUser = { id: 202, login: 'octo-reader' }
    const { callback, cookie } = await githubSignIn('https://evil.example/')
    expect(callback.status).toBe(302)
    // An off-site redirect is replaced by the dashboard.
    expect(callback.headers.get('location')).toBe('/dashboard')
    const viewer = await callServerFn(base, AUTH_FNS, 'getViewerFn', undefined, { method: 'GET', cookie })
    expect(await viewer.text()).toContain('octo-reader')
    expect((await callServerFn(base, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })).status).toBe(403)
  })

  it('refuses a callback whose state does not match the one it sent', async () => {
    const start = await fetch(`${base}/auth/github`, { redirect: 'manual' })
    const flowCookies = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const requestsBefore = github.tokenRequests
    const forged = await fetch(`${base}/auth/callback/github?code=abc&state=not-the-state`, { redirect: 'manual', headers: { cookie: flowCookies } })
    expect(forged.status).toBe(400)
    expect(sessionCookieOf(forged)).toBeUndefined()
    expect(github.tokenRequests).toBe(requestsBefore)
  })
})
