import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../support/server'

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

export type LocalPostgres = { port: number; url: (host: string) => string; stop: () => void }

/** Whether a local Postgres can be started here (the binaries exist). */
export function postgresAvailable(): boolean {
  try {
    execFileSync(path.join(POSTGRES_BIN, 'pg_ctl'), ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * A throw-away Postgres in a temp folder on a free port. Postgres refuses to run as root, so
 * as root it runs as `nobody`.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-faults-pg-'))
  chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = [path.join(POSTGRES_BIN, bin), ...args]
    if (asRoot) execFileSync('su', ['nobody', '-s', '/bin/sh', '-c', command.map((a) => `'${a}'`).join(' ')], { stdio: 'ignore', cwd: dir })
    else execFileSync(command[0]!, command.slice(1), { stdio: 'ignore', cwd: dir })
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'site', '--no-sync'])
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  return {
    port,
    url: (host) => `postgres://site@${host}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
