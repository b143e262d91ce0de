/**
 * The server's entry (`.output/server/index.mjs`). It starts the server — nitro's own Node server —
 * as a child process with the heap bounded by `MEMORY_LIMIT_MB` (`src/server/memory-limit.ts`),
 * and stays beside it as a small supervisor that loads nothing of the site: signals go to the
 * child and the supervisor ends with it; a child that dies of anything else (its heap exhausted,
 * a crash, a kill) is started again after a short wait (`restart-backoff.ts`), and the new one is
 * told how many restarts came before it and why the last one ended (the dashboard shows both).
 * A child whose supervisor is gone stops.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { serverCommand, SUPERVISED_VARIABLE } from '~/server/memory-limit'
import { CONFIGURATION_EXIT_CODE, supervisorSettingsOf } from '~/server/supervisor-settings'
import { describeExit, RestartBackoff } from './restart-backoff'
import { LAST_EXIT_VARIABLE, RESTARTS_VARIABLE } from './restarts'

// Output whose reader is gone (the terminal or log collector that started the server) must not
// fail the server. Unheard, a failed write is an uncaught exception, which nitro logs to the same
// broken stream: a loop that held a core for as long as the server ran. Such lines are lost.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

// The supervisor loads nothing of the site, not even the configuration schema: only a value the
// quick read cannot take asks the schema, whose error names it.
const settings = supervisorSettingsOf(process.env) ?? schemaSettings((await import('~/server/config')).getConfig())
const command = serverCommand({ limitMb: settings.memoryLimitMb, execArgv: process.execArgv, argv: process.argv, env: process.env })

if (command) supervise(command)
else {
  // A wrong setting stops the server with a message naming it, and its supervisor with it.
  try {
    ;(await import('~/server/config')).getConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(CONFIGURATION_EXIT_CODE)
  }
  if (process.env[SUPERVISED_VARIABLE] === '1' && process.channel) {
    // The supervisor's channel closes when it exits, however it ends (SIGKILL included).
    process.channel.unref()
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
  }
  // nitro exports no entry for its Node runtime: the version is pinned exactly, and node-runtime.test.ts fails when the file moves.
  // @ts-expect-error nitro's Node runtime has no type declarations; it is loaded for its effect, serving the app.
  await import('../../../node_modules/nitro/dist/presets/node/runtime/node-server.mjs')
}

function supervise(args: string[]) {
  const backoff = new RestartBackoff()
  let child: ChildProcess | undefined
  let stopping: NodeJS.Signals | undefined
  let restarts = 0
  let lastExit: string | undefined
  const start = () => {
    const startedAt = Date.now()
    const env = { ...process.env, [SUPERVISED_VARIABLE]: '1', [RESTARTS_VARIABLE]: String(restarts), ...(lastExit ? { [LAST_EXIT_VARIABLE]: lastExit } : {}) }
    const started = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env })
    child = started
    started.on('exit', (code, signal) => {
      child = undefined
      if (stopping) process.exit(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1))
      if (code === CONFIGURATION_EXIT_CODE) process.exit(code)
      const delay = backoff.delayAfter(Date.now() - startedAt)
      restarts++
      lastExit = JSON.stringify({ at: new Date().toISOString(), how: describeExit(code, signal) })
      console.error(
        `[supervisor] the server ended (${describeExit(code, signal)}) after ${Math.round((Date.now() - startedAt) / 1000)} s; starting it again in ${delay} ms (restart ${restarts})`,
      )
      setTimeout(() => {
        if (!stopping) start()
      }, delay)
    })
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A second signal is passed on too (the runtime closes at once on it).
      if (stopping) return void child?.kill(signal)
      stopping = signal
      if (!child) process.exit(128 + (signalNumbers[signal] ?? 1))
      child.kill(signal)
      // The server's own deadline is a timer on its event loop, which work in flight can hold
      // past it (5.4 s for a 3 s timeout under load); this loop is idle, so its timer is on time.
      const stopped = child
      setTimeout(
        () => {
          if (stopped.exitCode !== null || stopped.signalCode !== null) return
          console.warn(`[supervisor] the server did not stop within ${settings.shutdownTimeoutSeconds} s: killed`)
          stopped.kill('SIGKILL')
        },
        settings.shutdownTimeoutSeconds * 1000 + OVERRUN_GRACE_MS,
      ).unref()
    })
  }
  start()
}

function schemaSettings(config: { MEMORY_LIMIT_MB: number; SHUTDOWN_TIMEOUT_SECONDS: number }) {
  return { memoryLimitMb: config.MEMORY_LIMIT_MB, shutdownTimeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }
}

/** Past the server's own deadline, the time the supervisor gives it before killing it. */
const OVERRUN_GRACE_MS = 250

const signalNumbers: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }
