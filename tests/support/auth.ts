import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { toJSONAsync } from 'seroval'
import { openDatabase } from '~/server/db'
import { savePasswordUser } from '~/server/auth/users'
import { serverFnId } from './server-fn'
import { root } from './server'

const run = promisify(execFile)

/** Creates an admin the way a maintainer does: `npm run admin:create`, password from ADMIN_PASSWORD. */
export async function createAdmin(databaseUrl: string, username: string, password: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin:create', '--', '--username', username], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password, NO_COLOR: '1' },
  })
  return stdout
}

/** An account with a password (ordinary unless told), written straight into the database. */
export async function createOrdinaryUser(databaseUrl: string, username: string, password: string, role: 'user' | 'admin' = 'user'): Promise<void> {
  const database = await openDatabase(databaseUrl)
  try {
    await savePasswordUser(database, { username, password, role })
  } finally {
    await database.close()
  }
}

export const AUTH_FNS = 'src/features/auth/auth.functions.ts'
export const DASHBOARD_FNS = 'src/features/dashboard/dashboard.functions.ts'

export type CallOptions = { method?: 'GET' | 'POST'; cookie?: string; headers?: Record<string, string> }

/** Calls a server function over HTTP as the browser does, with optional cookie and extra headers. */
export async function callServerFn(base: string, file: string, exportName: string, data?: unknown, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? 'POST'
  const payload = data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data }))
  const headers: Record<string, string> = {
    'x-tsr-serverFn': 'true',
    accept: 'application/json',
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  }
  let url = `${base}/_serverFn/${serverFnId(file, exportName)}`
  if (method === 'GET') {
    if (payload) url += `?payload=${encodeURIComponent(payload)}`
    return fetch(url, { headers, redirect: 'manual' })
  }
  if (payload) headers['content-type'] = 'application/json'
  return fetch(url, { method: 'POST', headers, body: payload, redirect: 'manual' })
}

/** The `name=value` part of the session cookie a response sets, if it sets one. */
export function sessionCookieOf(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('site_session='))
  const pair = line?.split(';')[0]
  return pair && pair !== 'site_session=' ? pair : undefined
}

export async function signIn(
  base: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; cookie?: string }> {
  const response = await callServerFn(base, AUTH_FNS, 'signInFn', { username, password }, { headers })
  await response.arrayBuffer()
  return { response, cookie: sessionCookieOf(response) }
}
