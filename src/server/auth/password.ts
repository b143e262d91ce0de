import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm) with OWASP's suggested memory and time cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash of nothing anybody knows, checked against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that nobody uses')
  return decoy
}
