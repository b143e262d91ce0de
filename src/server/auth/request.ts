/** Sessions as the current request sees them: reads and writes the session cookie. Server-only. */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { clientAddressOf } from '~/server/http/client-address'
import { cookieAttributes } from '~/server/http/cookie-policy'
import { createSession, deleteSession, sessionUser, type SessionLifetime } from './sessions'
import { roleNow, type User } from './users'

export const SESSION_COOKIE = 'site_session'

export function sessionCookieOptions(expiresAt: Date) {
  return { ...cookieAttributes('session', getConfig().SITE_URL), expires: expiresAt }
}

function sessionLifetime(): SessionLifetime {
  const config = getConfig()
  return { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS }
}

/** The signed-in user of this request, if any, with the role in force now. Extends the cookie with the session. */
export async function currentUser(): Promise<User | undefined> {
  const token = getCookie(SESSION_COOKIE)
  if (!token) return undefined
  const found = await sessionUser(await getDatabase(), token, new Date(), sessionLifetime())
  if (!found) return undefined
  if (found.extended) setCookie(SESSION_COOKIE, token, sessionCookieOptions(found.expiresAt))
  return { ...found.user, role: roleNow(found.user, getConfig().ADMIN_GITHUB_LOGINS) }
}

/** Signs the user in with a new session; any session the browser held before ends (rotation). */
export async function startSession(user: User): Promise<void> {
  const database = await getDatabase()
  await deleteSession(database, getCookie(SESSION_COOKIE))
  const { token, expiresAt } = await createSession(database, user.id, new Date(), sessionLifetime())
  setCookie(SESSION_COOKIE, token, sessionCookieOptions(expiresAt))
}

export async function endSession(): Promise<void> {
  await deleteSession(await getDatabase(), getCookie(SESSION_COOKIE))
  deleteCookie(SESSION_COOKIE, cookieAttributes('session', getConfig().SITE_URL))
}

/** The caller's address: the connection's peer, or behind trusted proxies the address they appended. */
export function clientAddress(): string {
  return clientAddressOf(getRequest(), getConfig().TRUST_PROXY)
}
