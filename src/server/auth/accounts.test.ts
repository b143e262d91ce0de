import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db'
import { selectRows } from '~/server/db/sql'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { verifyPassword } from './password'
import { releaseLoginAttempt, reserveLoginAttempt } from './rate-limit'
import { createSession, DEFAULT_SESSION_LIFETIME, deleteSession, deleteUserSessions, sessionUser } from './sessions'
import { findPasswordUser, findUser, roleNow, saveGitHubUser, savePasswordUser } from './users'

const DAY_MS = 86_400_000
const IDLE_DAYS = DEFAULT_SESSION_LIFETIME.idleDays

async function countUserSessions(database: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(database, sql`SELECT COUNT(*) AS n FROM sessions WHERE user_id = ${userId}`)
  return Number(row?.n ?? 0)
}

describe.each(backends)('accounts, sessions and sign-in limits on %s', (backend) => {
  const suite = databaseForSuite(backend)
  const itOnBackend = it.skipIf(!backendAvailable(backend))

  itOnBackend('creates a password account once, and a second save changes its password and role', async () => {
    const created = await savePasswordUser(suite.database, { username: 'maintainer', password: 'first long password', role: 'user' })
    const updated = await savePasswordUser(suite.database, { username: 'maintainer', password: 'second long password', role: 'admin' })
    expect(updated).toEqual({ ...created, role: 'admin' })
    const found = await findPasswordUser(suite.database, 'maintainer')
    expect(found?.user).toEqual({ id: created.id, username: 'maintainer', githubLogin: null, role: 'admin' })
    expect(await verifyPassword(found!.passwordHash!, 'second long password')).toBe(true)
    expect(await findPasswordUser(suite.database, 'someone-else')).toBeUndefined()
  })

  itOnBackend('keeps one account per GitHub id, its role following the admin list at every sign-in', async () => {
    const first = await saveGitHubUser(suite.database, { id: '42', login: 'Octo' }, ['octo'])
    expect(first).toMatchObject({ githubLogin: 'Octo', role: 'admin', username: null })
    const renamed = await saveGitHubUser(suite.database, { id: '42', login: 'octo-renamed' }, ['octo'])
    expect(renamed).toEqual({ ...first, githubLogin: 'octo-renamed', role: 'user' })
    expect(await findUser(suite.database, first.id)).toEqual(renamed)
  })

  itOnBackend("derives a GitHub account's role from the admin list in force, not the one stored at sign-in", async () => {
    const saved = await saveGitHubUser(suite.database, { id: '77', login: 'Former-Admin' }, ['former-admin'])
    expect(saved.role).toBe('admin')
    const stored = (await findUser(suite.database, saved.id))!
    expect(roleNow(stored, ['former-admin'])).toBe('admin')
    expect(roleNow(stored, [])).toBe('user')
    // Accounts with a password keep the role `admin:create` gave them.
    const local = await savePasswordUser(suite.database, { username: 'local-admin', password: 'a local admin password', role: 'admin' })
    expect(roleNow(local, [])).toBe('admin')
  })

  itOnBackend('finds the user of a live session, extends it after a day, and forgets expired or ended ones', async () => {
    const user = await savePasswordUser(suite.database, { username: 'reader', password: 'a reader long password', role: 'user' })
    const start = new Date('2026-01-01T00:00:00Z')
    const { token, expiresAt } = await createSession(suite.database, user.id, start)
    expect(expiresAt.getTime() - start.getTime()).toBe(IDLE_DAYS * DAY_MS)

    const soon = await sessionUser(suite.database, token, new Date(start.getTime() + 60_000))
    expect(soon).toMatchObject({ user: { id: user.id, username: 'reader' }, extended: false })
    expect(soon!.expiresAt.toISOString()).toBe(expiresAt.toISOString())

    const twoDaysOn = new Date(start.getTime() + 2 * DAY_MS)
    const extended = await sessionUser(suite.database, token, twoDaysOn)
    expect(extended).toMatchObject({ extended: true })
    expect(extended!.expiresAt.getTime()).toBe(twoDaysOn.getTime() + IDLE_DAYS * DAY_MS)

    expect(await sessionUser(suite.database, token, new Date(twoDaysOn.getTime() + (IDLE_DAYS + 1) * DAY_MS))).toBeUndefined()
    // An expired session is deleted when it is met, so it stays gone even at an earlier clock.
    expect(await sessionUser(suite.database, token, twoDaysOn)).toBeUndefined()

    const other = await createSession(suite.database, user.id, start)
    await deleteSession(suite.database, other.token)
    expect(await sessionUser(suite.database, other.token, start)).toBeUndefined()
    expect(await sessionUser(suite.database, 'not-a-token', start)).toBeUndefined()
  })

  itOnBackend('ends a session at its absolute lifetime however often it is used', async () => {
    const user = await savePasswordUser(suite.database, { username: 'daily-reader', password: 'a daily reader password', role: 'user' })
    const start = new Date('2026-03-01T00:00:00Z')
    const lifetime = { idleDays: 7, maxDays: 30 }
    const { token } = await createSession(suite.database, user.id, start, lifetime)
    let alive = 0
    for (let day = 1; day <= 40; day++) {
      const found = await sessionUser(suite.database, token, new Date(start.getTime() + day * DAY_MS), lifetime)
      if (!found) break
      alive = day
      expect(found.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + 30 * DAY_MS)
    }
    expect(alive).toBe(29)
  })

  itOnBackend('signs a user out everywhere', async () => {
    const user = await savePasswordUser(suite.database, { username: 'leaver', password: 'a leaver long password', role: 'user' })
    const other = await savePasswordUser(suite.database, { username: 'stayer', password: 'a stayer long password', role: 'user' })
    const now = new Date()
    await createSession(suite.database, user.id, now)
    await createSession(suite.database, user.id, now)
    const kept = await createSession(suite.database, other.id, now)
    expect(await countUserSessions(suite.database, user.id)).toBe(2)
    await deleteUserSessions(suite.database, user.id)
    expect(await countUserSessions(suite.database, user.id)).toBe(0)
    expect((await sessionUser(suite.database, kept.token, now))?.user.id).toBe(other.id)
  })

  itOnBackend('reserves sign-in attempts per key in a window, and a success gives its attempt back', async () => {
    const rule = { limit: 2, windowMs: 60_000 }
    const keys = [
      { key: 'account:alice@10.0.0.1', rule },
      { key: 'address:10.0.0.1', rule: { limit: 3, windowMs: 60_000 } },
    ]
    const t0 = Date.parse('2026-01-01T00:00:00Z')
    expect(await reserveLoginAttempt(suite.database, keys, t0)).toBe(0)
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 1_000)).toBe(0)
    // The third attempt on the account within its window is refused before any password is checked.
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 10_000)).toBe(50)
    // A right password: the account starts again and the address gets its attempt back.
    await releaseLoginAttempt(suite.database, 'account:alice@10.0.0.1', 'address:10.0.0.1')
    // The address counts one attempt now (the refused one was given back, and so was the right one).
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 20_000)).toBe(0)
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 25_000)).toBe(0)
    // Both limits are hit; the wait is the longer one, the account's window that began at +20 s.
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 30_000)).toBe(50)
    // New windows start once the old ones are over (the account's began again at +20 s).
    expect(await reserveLoginAttempt(suite.database, keys, t0 + 80_000)).toBe(0)
  })

  itOnBackend('lets no more simultaneous attempts through than the limit', async () => {
    const keys = [{ key: 'account:burst@10.0.0.2', rule: { limit: 5, windowMs: 60_000 } }]
    const waits = await Promise.all(Array.from({ length: 40 }, () => reserveLoginAttempt(suite.database, keys)))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5)
  })
})
