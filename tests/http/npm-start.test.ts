/**
 * `npm start` / `npm run serve` stop when an operator stops them: a SIGTERM to npm — the process
 * an operator sees and kills — stops the whole tree (npm, its shell, the start script, the
 * server and the server's own child) within 10 s and frees the port; so does npm and its shell
 * dying without passing a signal on.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { tempDir } from '../support/git-fixture'
import { freePort, root } from '../support/server'
import { isAlive } from '../support/server-process'
import { childPids } from '../support/shutdown'

let running: ChildProcess | undefined
const workspace = tempDir('site-npm-start-')

afterEach(() => {
  // Whatever is left of a failed run: its process group (it was started detached).
  if (running?.pid) {
    try {
      process.kill(-running.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  running = undefined
})

afterAll(() => workspace.remove())

/** Every descendant of a process, deepest last. */
async function tree(pid: number): Promise<number[]> {
  const children = await childPids(pid)
  return [...children, ...(await Promise.all(children.map(tree))).flat()]
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

async function serve(): Promise<{ npm: ChildProcess; port: number; pids: number[] }> {
  const port = await freePort()
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${path.join(workspace.dir, `site-${port}.db`)}`,
      SEARCH_INDEX_DIR: path.join(workspace.dir, `search-${port}`),
      SNIPPET_CHECKS: 'off',
      LIVE_STATS_REFRESH_SECONDS: '0',
      // As an operator runs it, with the production shutdown.
      CI: '',
      TEST: '',
      VITEST: '',
    },
  })
  running = npm
  const deadline = Date.now() + 30_000
  while (!(await portOpen(port))) {
    if (npm.exitCode !== null || Date.now() > deadline) throw new Error('npm run serve did not listen within 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return { npm, port, pids: [npm.pid!, ...(await tree(npm.pid!))] }
}

async function gone(pids: number[], port: number, withinMs: number): Promise<number | undefined> {
  const started = performance.now()
  while (performance.now() - started < withinMs) {
    if (!pids.some(isAlive) && !(await portOpen(port))) return performance.now() - started
    await new Promise((r) => setTimeout(r, 100))
  }
  return undefined
}

describe('npm start', () => {
  it('builds, then serves through the script that passes signals on', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts.start).toBe('node scripts/start.mjs')
    expect(scripts.serve).toBe('node scripts/start.mjs --no-build')
  })

  it('stops the whole tree and frees the port within 10 s of a SIGTERM to npm', async () => {
    const { npm, port, pids } = await serve()
    // npm, its shell, the start script, the server and its supervised child.
    expect(pids.length).toBeGreaterThanOrEqual(4)
    npm.kill('SIGTERM')
    const took = await gone(pids, port, 10_000)
    expect(took, `still running: ${pids.filter(isAlive).join(', ')}`).toBeDefined()
  }, 60_000)

  it('stops the server when npm and its shell die without passing a signal on', async () => {
    const { npm, port, pids } = await serve()
    const shell = (await childPids(npm.pid!))[0]!
    process.kill(npm.pid!, 'SIGKILL')
    process.kill(shell, 'SIGKILL')
    const took = await gone(pids, port, 10_000)
    expect(took, `still running: ${pids.filter(isAlive).join(', ')}`).toBeDefined()
  }, 60_000)
})
