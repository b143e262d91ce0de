/**
 * Throw-away PostgreSQL servers for tests: `initdb` into a temporary folder, a server on a free
 * local port with its socket in that folder, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so under root the cluster belongs to the `postgres` account (else `nobody`).
 */
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { freePort } from './server'

const run = promisify(execFile)

/** The folder holding initdb, pg_ctl and postgres: POSTGRES_BIN_DIR, else Debian's newest. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = []
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')))
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')))
}

export const POSTGRES_MISSING = 'PostgreSQL binaries not found (no initdb in POSTGRES_BIN_DIR or /usr/lib/postgresql/*/bin; apt-get install postgresql)'

/** The account the cluster runs as when we are root. */
function clusterOwner(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.find((l) => l.startsWith(`${name}:`))
    if (line) {
      const [, , uid, gid] = line.split(':')
      return { name, uid: Number(uid), gid: Number(gid) }
    }
  }
  throw new Error('Running as root, but neither a "postgres" nor a "nobody" account exists to run PostgreSQL as')
}

export type PostgresServer = {
  /** `postgres://` URL of the database made at start. */
  url: string
  /** Makes another empty database on the same server and returns its URL. */
  createDatabase: (name: string) => Promise<string>
  stop: () => Promise<void>
}

/** Starts a throw-away server with one empty database, `site`. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin()
  if (!bin) throw new Error(POSTGRES_MISSING)
  const owner = clusterOwner()
  const dir = mkdtempSync('/tmp/site-postgres-')
  if (owner) chownSync(dir, owner.uid, owner.gid)
  const data = path.join(dir, 'data')
  const asOwner = (command: string, args: string[]) =>
    owner ? run('runuser', ['-u', owner.name, '--', path.join(bin, command), ...args], { cwd: dir }) : run(path.join(bin, command), args, { cwd: dir })

  const superuser = owner?.name ?? userInfo().username
  const port = await freePort()
  try {
    await asOwner('initdb', ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  } catch (error) {
    const log = existsSync(path.join(dir, 'server.log')) ? readFileSync(path.join(dir, 'server.log'), 'utf8') : ''
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`, { cause: error })
  }

  const urlOf = (database: string) => `postgres://${superuser}@127.0.0.1:${port}/${database}`
  const createDatabase = async (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
    const admin = postgres(urlOf('postgres'), { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    return urlOf(name)
  }

  const url = await createDatabase('site')
  return {
    url,
    createDatabase,
    stop: async () => {
      try {
        await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
