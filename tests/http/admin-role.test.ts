import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DASHBOARD_FNS, callServerFn, sessionCookieOf } from '../support/auth'
import { startFakeGitHubOAuth, type FakeGitHubOAuth } from '../support/fake-github-oauth'
import { freePort, startBuiltServer, type RunningServer } from '../support/server'

/** Signs in with GitHub as the browser does: site → GitHub's authorize page → callback. */
async function githubSignIn(base: string): Promise<string | undefined> {
  const start = await fetch(`${base}/auth/github?redirect=/dashboard`, { redirect: 'manual' })
  const flowCookies = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const back = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  const callback = await fetch(back.headers.get('location')!, { redirect: 'manual', headers: { cookie: flowCookies } })
  return sessionCookieOf(callback)
}

describe('the admin role follows ADMIN_GITHUB_LOGINS on every request', () => {
  let github: FakeGitHubOAuth
  let dir: string
  let port: number
  let server: RunningServer | undefined
  const start = (adminLogins: string) =>
    startBuiltServer({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_OAUTH_AUTHORIZE_URL: `${github.url}/login/oauth/authorize`,
      GITHUB_OAUTH_TOKEN_URL: `${github.url}/login/oauth/access_token`,
      GITHUB_API_URL: github.url,
      ADMIN_GITHUB_LOGINS: adminLogins,
    })

  beforeAll(async () => {
    github = await startFakeGitHubOAuth()
    dir = mkdtempSync(path.join(tmpdir(), 'site-admin-role-'))
    port = await freePort()
  })
  afterAll(async () => {
    await server?.stop()
    await github?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a login taken off the list loses the dashboard with the session it already holds', async () => {
    server = await start('octo-admin')
    github.nextUser = { id: 4242, login: 'octo-admin' }
    const cookie = await githubSignIn(server.url)
    expect(cookie).toBeDefined()
    expect((await callServerFn(server.url, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })).status).toBe(200)
    await server.stop()

    server = await start('someone-else')
    const after = await callServerFn(server.url, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })
    expect(after.status).toBe(403)
  })
})
