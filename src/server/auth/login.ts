/** Username and password sign-in, rate-limited per account and per address. Server-only. */
import { setResponseHeader } from '@tanstack/react-start/server'
import { BadInputError } from '~/lib/validation'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { decoyHash, verifyPassword } from './password'
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from './rate-limit'
import { clientAddress, startSession } from './request'
import { findPasswordUser, type User } from './users'

export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return `Too many failed sign-ins. Try again in ${seconds < 60 ? `${seconds} seconds` : minutes === 1 ? 'a minute' : `${minutes} minutes`}.`
}

export async function signInWithPassword(username: string, password: string): Promise<User> {
  const config = getConfig()
  const database = await getDatabase()
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000
  const accountKey = `account:${username.toLowerCase()}`
  const keys = [
    { key: accountKey, rule: { limit: config.LOGIN_MAX_FAILURES, windowMs } },
    { key: `address:${clientAddress()}`, rule: { limit: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs } },
  ]
  const wait = await loginRetryAfter(database, keys)
  if (wait > 0) {
    setResponseHeader('Retry-After', String(wait))
    throw new BadInputError(waitMessage(wait), 429)
  }
  const found = await findPasswordUser(database, username)
  // A missing account costs the same hash check as a wrong password.
  const ok = await verifyPassword(found?.passwordHash ?? (await decoyHash()), password)
  if (!found || !found.passwordHash || !ok) {
    await recordLoginFailure(database, keys)
    throw new BadInputError('Wrong username or password.', 401)
  }
  await clearLoginFailures(database, accountKey)
  await startSession(found.user)
  return found.user
}
