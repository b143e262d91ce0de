/**
 * Username and password sign-in, rate-limited per account and address, and per address; failures
 * at one account from everywhere slow that account's attempts from the networks they came from
 * (`AccountSlowdown`), so the owner still signs in from anywhere else. Server-only.
 */
import { setResponseHeader } from '@tanstack/react-start/server'
import { BadInputError } from '~/lib/validation'
import { getConfig } from '~/server/config'
import { getDatabase, type Database } from '~/server/db'
import { sourceNetworkOf } from '~/server/http/client-address'
import { AccountBusyError, AccountSlowdown } from './account-slowdown'
import { decoyHash, verifyPassword } from './password'
import { pruneLoginAttempts, releaseLoginAttempt, reserveLoginAttempt } from './rate-limit'
import { clientAddress, startSession } from './request'
import { findPasswordUser, type User } from './users'

export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return `Too many failed sign-ins. Try again in ${seconds < 60 ? `${seconds} seconds` : minutes === 1 ? 'a minute' : `${minutes} minutes`}.`
}

/**
 * The keys an attempt counts on. The account's key includes the address, so guesses from one
 * place cannot lock the account's owner out elsewhere; the address's own key limits guessing
 * across accounts.
 */
export function attemptKeys(username: string, address: string) {
  return { account: `account:${username.toLowerCase()}@${address}`, address: `address:${address}` }
}

let slowdown: AccountSlowdown | undefined

/** Failed sign-ins per account from every address, which slow that account's next attempts. */
function accountSlowdown(): AccountSlowdown {
  const config = getConfig()
  slowdown ??= new AccountSlowdown({
    freeFailures: config.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    maxWaiting: 8,
    windowMs: config.LOGIN_WINDOW_SECONDS * 1000,
  })
  return slowdown
}

let lastPrune = 0

function pruneNowAndThen(database: Database, windowMs: number) {
  const now = Date.now()
  if (now - lastPrune < 10 * 60_000) return
  lastPrune = now
  pruneLoginAttempts(database, new Date(now - windowMs)).catch((error: unknown) => console.warn('Pruning sign-in attempts failed', error))
}

export async function signInWithPassword(username: string, password: string): Promise<User> {
  const config = getConfig()
  const database = await getDatabase()
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000
  const address = clientAddress()
  const keys = attemptKeys(username, address)
  pruneNowAndThen(database, windowMs)
  // Counted before the password is checked: a burst of guesses gets only the attempts the limit allows.
  const wait = await reserveLoginAttempt(database, [
    { key: keys.account, rule: { limit: config.LOGIN_MAX_FAILURES, windowMs } },
    { key: keys.address, rule: { limit: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs } },
  ])
  if (wait > 0) {
    setResponseHeader('Retry-After', String(wait))
    throw new BadInputError(waitMessage(wait), 429)
  }
  let found: Awaited<ReturnType<typeof findPasswordUser>>
  try {
    found = await accountSlowdown().attempt(
      username,
      async () => {
        const user = await findPasswordUser(database, username)
        // A missing account costs the same hash check as a wrong password.
        const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password)
        return ok && user?.passwordHash ? { ok: true, value: user } : { ok: false, value: undefined }
      },
      sourceNetworkOf(address),
    )
  } catch (error) {
    if (!(error instanceof AccountBusyError)) throw error
    setResponseHeader('Retry-After', '60')
    throw new BadInputError(error.message, 429)
  }
  if (!found) throw new BadInputError('Wrong username or password.', 401)
  await releaseLoginAttempt(database, keys.account, keys.address)
  await startSession(found.user)
  return found.user
}
