import type { RunningServer } from './server'

/** The environment of a production start: srvx's graceful shutdown is off under CI and TEST. */
export const PRODUCTION_SHUTDOWN_ENV = { CI: '', TEST: '', VITEST: '' }

/** How long the server takes to exit after SIGTERM (no SIGKILL), or undefined past `withinMs`. */
export function timeToExit(server: RunningServer, withinMs: number): Promise<number | undefined> {
  const child = server.process
  if (child.exitCode !== null) return Promise.resolve(0)
  const started = performance.now()
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), withinMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(performance.now() - started)
    })
    child.kill('SIGTERM')
  })
}

/** The pids of a process's children (Linux). */
export async function childPids(pid: number): Promise<number[]> {
  const { readFile } = await import('node:fs/promises')
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')
    return text.split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}
