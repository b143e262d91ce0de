import { beforeAll, describe, expect, inject, it } from 'vitest'
import { AUTH_FNS, DASHBOARD_FNS, callServerFn, createAdmin, createOrdinaryUser, sessionCookieOf, signIn } from '../support/auth'
import { baseUrl, get, locationPath, titleOf } from '../support/http'

const ADMIN = { username: 'maintainer', password: 'correct horse battery staple' }
const USER = { username: 'reader', password: 'an ordinary long password' }
const LEAVER = { username: 'leaver', password: 'another long password' }

/** Every dashboard server function with the method the browser uses. */
const dashboardFns = [
  { name: 'loadDashboardFn', method: 'GET' },
  { name: 'syncContentFn', method: 'POST' },
  { name: 'rebuildSearchIndexFn', method: 'POST' },
] as const

let adminCookie: string
let userCookie: string

beforeAll(async () => {
  const output = await createAdmin(inject('databaseUrl'), ADMIN.username, ADMIN.password)
  expect(output).toContain('Admin "maintainer" is ready')
  await createOrdinaryUser(inject('databaseUrl'), USER.username, USER.password)
  await createOrdinaryUser(inject('databaseUrl'), LEAVER.username, LEAVER.password)
  const admin = await signIn(baseUrl(), ADMIN.username, ADMIN.password)
  const user = await signIn(baseUrl(), USER.username, USER.password)
  expect(admin.response.status).toBe(200)
  expect(user.response.status).toBe(200)
  adminCookie = admin.cookie!
  userCookie = user.cookie!
})

describe('signing in with a password', () => {
  it('sets an httpOnly, SameSite=Lax session cookie for the whole site, not Secure over http', async () => {
    const { response, cookie } = await signIn(baseUrl(), ADMIN.username, ADMIN.password)
    expect(response.status).toBe(200)
    expect(cookie).toMatch(/^site_session=[A-Za-z0-9_-]{43}$/)
    const line = response.headers.getSetCookie().find((c) => c.startsWith('site_session='))!
    expect(line).toMatch(/; HttpOnly/i)
    expect(line).toMatch(/; SameSite=Lax/i)
    expect(line).toMatch(/; Path=\/(;|$)/)
    expect(line).toMatch(/; Expires=/i)
    expect(line).not.toMatch(/; Secure/i)
  })

  it('answers a wrong password or an unknown account with 401 and the same message', async () => {
    const wrong = await callServerFn(baseUrl(), AUTH_FNS, 'signInFn', { username: ADMIN.username, password: 'not the password' })
    const unknown = await callServerFn(baseUrl(), AUTH_FNS, 'signInFn', { username: 'nobody-here', password: 'not the password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.text()).toContain('Wrong username or password.')
    expect(await unknown.text()).toContain('Wrong username or password.')
    expect(sessionCookieOf(wrong)).toBeUndefined()
  })

  it('answers missing fields with a 400, not a 500', async () => {
    const response = await callServerFn(baseUrl(), AUTH_FNS, 'signInFn', { username: ADMIN.username })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('password')
  })

  it('rotates the session: signing in again ends the session the browser held', async () => {
    const first = await signIn(baseUrl(), ADMIN.username, ADMIN.password)
    const second = await signIn(baseUrl(), ADMIN.username, ADMIN.password, { cookie: first.cookie! })
    expect(second.cookie).toBeDefined()
    expect(second.cookie).not.toBe(first.cookie)
    expect((await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: first.cookie })).status).toBe(401)
    expect((await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: second.cookie })).status).toBe(200)
  })

  it('signs out one session, or every session of the account', async () => {
    const a = await signIn(baseUrl(), LEAVER.username, LEAVER.password)
    const b = await signIn(baseUrl(), LEAVER.username, LEAVER.password)
    const c = await signIn(baseUrl(), LEAVER.username, LEAVER.password)
    const viewer = async (cookie?: string) => {
      const response = await callServerFn(baseUrl(), AUTH_FNS, 'getViewerFn', undefined, { method: 'GET', cookie })
      return (await response.text()).includes('"leaver"')
    }
    expect(await viewer(a.cookie)).toBe(true)
    const out = await callServerFn(baseUrl(), AUTH_FNS, 'signOutFn', undefined, { cookie: a.cookie })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().join('\n')).toMatch(/site_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)
    expect(await viewer(a.cookie)).toBe(false)
    expect(await viewer(b.cookie)).toBe(true)
    expect((await callServerFn(baseUrl(), AUTH_FNS, 'signOutEverywhereFn', undefined, { cookie: b.cookie })).status).toBe(200)
    expect(await viewer(b.cookie)).toBe(false)
    expect(await viewer(c.cookie)).toBe(false)
    expect((await callServerFn(baseUrl(), AUTH_FNS, 'signOutEverywhereFn', undefined, { cookie: c.cookie })).status).toBe(401)
    // Sessions of other accounts are untouched.
    expect((await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: adminCookie })).status).toBe(200)
    expect((await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: userCookie })).status).toBe(403)
  })
})

describe('dashboard server functions', () => {
  it.each(dashboardFns)('$name refuses anonymous calls with 401', async ({ name, method }) => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, name, undefined, { method })
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('Sign in')
  })

  it.each(dashboardFns)('$name refuses a forged or unknown session cookie with 401', async ({ name, method }) => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, name, undefined, { method, cookie: `site_session=${'A'.repeat(43)}` })
    expect(response.status).toBe(401)
  })

  it.each(dashboardFns)('$name refuses signed-in users who are not admins with 403', async ({ name, method }) => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, name, undefined, { method, cookie: userCookie })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('admins only')
  })

  it('loads the figures for an admin', async () => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: adminCookie })
    expect(response.status).toBe(200)
    const text = await response.text()
    for (const repo of ['tanstack/query', 'tanstack/router', 'tanstack/table']) expect(text).toContain(repo)
    expect(text).toContain('folder-')
    expect(text).toContain('"packages"')
    expect(text).toContain('"local"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('runs a content sync for an admin and records each repository', async () => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, 'syncContentFn', undefined, {
      cookie: adminCookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(200)
    // The demo content folders are not git mirrors, so the sync leaves them alone and says so.
    expect(await response.text()).toContain('not a mirror')
    const load = await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: adminCookie })
    expect(await load.text()).toMatch(/"finishedAt"/)
  })

  it('rebuilds the search index for an admin', async () => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, 'rebuildSearchIndexFn', undefined, { cookie: adminCookie })
    expect(response.status).toBe(200)
    const load = await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: adminCookie })
    expect(await load.text()).toMatch(/"lastBuildAt"/)
  })
})

describe('cross-site requests', () => {
  it('refuses a sign-in posted from another site (Origin)', async () => {
    const response = await callServerFn(baseUrl(), AUTH_FNS, 'signInFn', ADMIN, { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect(sessionCookieOf(response)).toBeUndefined()
  })

  it('refuses dashboard actions a browser marks cross-site, even with the admin cookie', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const sync = await callServerFn(baseUrl(), DASHBOARD_FNS, 'syncContentFn', undefined, { cookie: adminCookie, headers: { 'sec-fetch-site': site } })
      expect(sync.status).toBe(403)
    }
    const everywhere = await callServerFn(baseUrl(), AUTH_FNS, 'signOutEverywhereFn', undefined, {
      cookie: adminCookie,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    })
    expect(everywhere.status).toBe(403)
    // The admin's session survived the attempt.
    expect((await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie: adminCookie })).status).toBe(200)
  })

  it('accepts the same calls from the site itself', async () => {
    const response = await callServerFn(baseUrl(), DASHBOARD_FNS, 'loadDashboardFn', undefined, {
      method: 'GET',
      cookie: adminCookie,
      headers: { 'sec-fetch-site': 'same-origin', origin: baseUrl() },
    })
    expect(response.status).toBe(200)
  })
})

describe('the /dashboard page', () => {
  it('sends visitors who are not signed in to /login, remembering where they were going', async () => {
    const page = await get('/dashboard')
    expect([302, 307]).toContain(page.status)
    expect(locationPath(page.location)).toBe('/login?redirect=%2Fdashboard')
  })

  it('shows signed-in users who are not admins a 403 page', async () => {
    const page = await get('/dashboard', { headers: { cookie: userCookie } })
    expect(page.status).toBe(403)
    expect(page.body).toContain('Admins only')
    expect(page.body).not.toContain('Content freshness')
  })

  it('shows admins the dashboard with the search index and analytics', async () => {
    const page = await get('/dashboard', { headers: { cookie: adminCookie } })
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe('Dashboard')
    for (const heading of ['Content freshness', 'npm statistics cache', 'Sponsors source', 'Search index', 'Search analytics'])
      expect(page.body).toContain(heading)
    expect(page.body).toContain('Records')
    expect(page.body).toContain('Top queries')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
  })

  it('/login offers the password form, and no GitHub button when GitHub is not configured', async () => {
    const page = await get('/login?redirect=%2Fdashboard')
    expect(page.status).toBe(200)
    expect(page.body).toContain('name="password"')
    expect(page.body).not.toContain('Sign in with GitHub')
  })
})
