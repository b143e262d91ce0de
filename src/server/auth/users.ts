/** Accounts: local ones (username and password, made from the command line) and GitHub ones. */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { hashPassword } from './password'

export type Role = 'admin' | 'user'
export type User = { id: string; username: string | null; githubLogin: string | null; role: Role }
type UserRow = { id: string; username: string | null; github_login: string | null; role: string; password_hash: string | null }

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
export const MIN_PASSWORD_LENGTH = 12

function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, githubLogin: row.github_login, role: row.role === 'admin' ? 'admin' : 'user' }
}

/** Creates a local account, or sets a new password and role on an existing one. */
export async function savePasswordUser(database: Database, input: { username: string; password: string; role: Role }): Promise<User> {
  if (!USERNAME_PATTERN.test(input.username)) throw new Error('A username is 1 to 64 letters, digits, dots, dashes or underscores.')
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new Error(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`)
  const passwordHash = await hashPassword(input.password)
  const existing = await findPasswordUser(database, input.username)
  if (existing) {
    await runStatement(database, sql`UPDATE users SET password_hash = ${passwordHash}, role = ${input.role} WHERE id = ${existing.user.id}`)
    return { ...existing.user, role: input.role }
  }
  const id = randomUUID()
  await runStatement(
    database,
    sql`INSERT INTO users (id, username, password_hash, role, created_at) VALUES (${id}, ${input.username}, ${passwordHash}, ${input.role}, ${new Date().toISOString()})`,
  )
  return { id, username: input.username, githubLogin: null, role: input.role }
}

export async function findPasswordUser(database: Database, username: string): Promise<{ user: User; passwordHash: string | null } | undefined> {
  const [row] = await selectRows<UserRow>(database, sql`SELECT * FROM users WHERE username = ${username}`)
  return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined
}

export async function findUser(database: Database, id: string): Promise<User | undefined> {
  const [row] = await selectRows<UserRow>(database, sql`SELECT * FROM users WHERE id = ${id}`)
  return row ? toUser(row) : undefined
}

/**
 * The role an account has now. A GitHub account is an admin exactly while its login is in
 * ADMIN_GITHUB_LOGINS, so taking a login off the list takes the role away on the next request,
 * whatever sessions it holds; a password account keeps the role `admin:create` gave it.
 */
export function roleNow(user: User, adminLogins: readonly string[]): Role {
  if (user.username !== null || user.githubLogin === null) return user.role
  const login = user.githubLogin.toLowerCase()
  return adminLogins.some((admin) => admin.toLowerCase() === login) ? 'admin' : 'user'
}

/**
 * The account of a GitHub user, created on first sign-in. Its role follows ADMIN_GITHUB_LOGINS
 * at every sign-in, so removing a login from the list takes the role away.
 */
export async function saveGitHubUser(database: Database, github: { id: string; login: string }, adminLogins: readonly string[]): Promise<User> {
  const role: Role = adminLogins.some((login) => login.toLowerCase() === github.login.toLowerCase()) ? 'admin' : 'user'
  const [row] = await selectRows<UserRow>(database, sql`SELECT * FROM users WHERE github_id = ${github.id}`)
  if (row) {
    await runStatement(database, sql`UPDATE users SET github_login = ${github.login}, role = ${role} WHERE id = ${row.id}`)
    return { ...toUser(row), githubLogin: github.login, role }
  }
  const id = randomUUID()
  await runStatement(
    database,
    sql`INSERT INTO users (id, github_id, github_login, role, created_at) VALUES (${id}, ${github.id}, ${github.login}, ${role}, ${new Date().toISOString()})`,
  )
  return { id, username: null, githubLogin: github.login, role }
}
