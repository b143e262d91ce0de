import { createHash, randomBytes } from 'node:crypto'

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: a stolen copy of the table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A token as the cookie carries it: 43 base64url characters. Anything else is not looked up. */
export function isWellFormedToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
