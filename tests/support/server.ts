import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
const serverEntry = path.join(root, '.output/server/index.mjs')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export type RunningServer = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<void> }

/**
 * Starts the built production server (`.output/server/index.mjs`) on a free local port; `at`
 * runs a copy of the build elsewhere (its entry file and working folder).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  at: { entry: string; cwd: string } = { entry: serverEntry, cwd: root },
): Promise<RunningServer> {
  if (!existsSync(at.entry)) throw new Error('The site is not built: run "npm run build" before the HTTP and browser tests.')
  // A caller that must know the address before the start (SITE_URL, OAuth callbacks) picks the port.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  let output = ''
  const child = spawn(process.execPath, [...(process.env.TEST_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), at.entry], {
    cwd: at.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Every test speaks from 127.0.0.1, as one client: the per-address connection cap would
      // throttle suites about other things; connections.test.ts sets it. Expensive work runs with
      // the defaults, as in production: it takes turns and is refused only when the server is full.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      // The suites ask for many packages new to the site within a minute; stats-limits.test.ts sets its budget.
      NPM_NEW_PACKAGES_PER_MINUTE: '100000',
      // The suites read absolute links at the documented default address, whatever port they got.
      SITE_URL: 'http://localhost:3000',
      // The suites' servers check no code blocks in the background (it would start TypeScript in
      // every one); the checked-code suites that want it set SNIPPET_CHECKS=background.
      SNIPPET_CHECKS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`)
    try {
      const response = await fetch(`${url}/robots-check-${Date.now()}`, { redirect: 'manual' })
      await response.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`The server did not answer within 30 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 150))
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    // The server drains open keep-alive connections on SIGTERM; a test does not wait for that.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        const force = setTimeout(() => child.kill('SIGKILL'), 3000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
