import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { root, startBuiltServer, type RunningServer } from '../support/server'
import { isAlive, processesUnder, servingPid } from '../support/server-process'

/** The V8 heap flags on a process's command line. */
function heapFlagsOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--max-'))
}

async function until(condition: () => boolean, withinMs: number): Promise<boolean> {
  for (const end = Date.now() + withinMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) if (condition()) return true
  return condition()
}

describe('MEMORY_LIMIT_MB: the server bounds its own heap', () => {
  let dir: string
  const servers: RunningServer[] = []
  const start = async (env: Record<string, string> = {}) => {
    const server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, `site-${servers.length}.db`)}`,
      SEARCH_INDEX_DIR: path.join(dir, `search-${servers.length}`),
      LIVE_STATS_REFRESH_SECONDS: '0',
      ...env,
    })
    servers.push(server)
    return server
  }
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-memory-limit-'))
  })
  afterAll(async () => {
    for (const server of servers) await server.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("serves from a child started with the heap flags of the server's part of the limit, beside a supervisor without them", async () => {
    const server = await start({ MEMORY_LIMIT_MB: '300' })
    const supervisor = server.process.pid!
    const serving = servingPid(supervisor)
    expect(serving).not.toBe(supervisor)
    // 300 MB less the child jobs' 74 MB (what a render child needs to show 72 KB of a long page): a heap of 226 MB, 24 MB of it the young generation.
    expect(heapFlagsOf(serving)).toEqual(['--max-old-space-size=202', '--max-semi-space-size=8'])
    expect(heapFlagsOf(supervisor)).toEqual([])
    expect((await fetch(`${server.url}/`)).status).toBe(200)
  })

  it('leaves the heap to V8 with 0, and to the operator when they set a heap flag themselves; supervised either way', async () => {
    const unbounded = await start({ MEMORY_LIMIT_MB: '0' })
    const serving = servingPid(unbounded.process.pid!)
    expect(serving).not.toBe(unbounded.process.pid)
    expect(heapFlagsOf(serving)).toEqual([])

    const operator = await start({ NODE_OPTIONS: '--max-old-space-size=400' })
    // The operator's flag reaches the server through NODE_OPTIONS; none is added on its command line.
    expect(heapFlagsOf(servingPid(operator.process.pid!))).toEqual([])
    expect((await fetch(`${operator.url}/`)).status).toBe(200)
  })

  it('starts the server again when it dies, and says how it ended', async () => {
    const server = await start()
    const first = servingPid(server.process.pid!)
    process.kill(first, 'SIGKILL')
    expect(await until(() => !isAlive(first), 5_000)).toBe(true)
    // Half a second later a new server is started; it answers once it has loaded.
    expect(await until(() => servingPid(server.process.pid!) !== first && servingPid(server.process.pid!) !== server.process.pid, 5_000)).toBe(true)
    let status = 0
    for (const end = Date.now() + 30_000; Date.now() < end && status !== 200; await new Promise((resolve) => setTimeout(resolve, 200))) {
      status = await fetch(`${server.url}/robots.txt`).then(
        (answer) => answer.status,
        () => 0,
      )
    }
    expect(status).toBe(200)
    expect(server.output()).toMatch(/\[supervisor\] the server ended \(signal SIGKILL\) after \d+ s; starting it again in 500 ms \(restart 1\)/)
    expect(server.process.exitCode).toBeNull()
  })

  it('stops the server when its supervisor is killed outright, so no orphan holds the port', async () => {
    const server = await start()
    const serving = servingPid(server.process.pid!)
    expect(processesUnder(server.process.pid!)).toContain(serving)
    const killed = new Promise((resolve) => server.process.once('exit', resolve))
    server.process.kill('SIGKILL')
    await killed
    servers.splice(servers.indexOf(server), 1)
    expect(await until(() => !isAlive(serving), 10_000)).toBe(true)
  })

  it('passes SIGTERM on and exits with the server: a graceful stop', async () => {
    const server = await start()
    const serving = servingPid(server.process.pid!)
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
    server.process.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(await until(() => !isAlive(serving), 5_000)).toBe(true)
  })

  it('keeps the supervisor small: it loads nothing of the site, not even the configuration schema', async () => {
    const server = await start()
    const supervisor = server.process.pid!
    // A bare Node process holds about 7 MB of its own; the schema with its dependencies added about 20.
    const ownKb = Number(/^RssAnon:\s+(\d+)/m.exec(readFileSync(`/proc/${supervisor}/status`, 'utf8'))?.[1])
    expect(ownKb).toBeLessThan(16 * 1024)
  })

  it('stops at once, supervisor and all, on a setting the schema refuses, naming it', async () => {
    for (const env of [{ MEMORY_LIMIT_MB: 'lots' }, { SEARCH_BACKEND: 'elsewhere' }]) {
      const started = spawn(process.execPath, [path.join(root, '.output/server/index.mjs')], {
        env: { ...process.env, NODE_ENV: 'production', PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => started.once('exit', resolve))
      expect(code).not.toBe(0)
      expect(output).toContain(Object.keys(env)[0])
      expect(output).not.toContain('[supervisor]')
    }
  }, 30_000)
})
