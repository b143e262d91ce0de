/**
 * The server's entry (`.output/server/index.mjs`): nitro's own Node server, started with the
 * heap bounded by `MEMORY_LIMIT_MB` (see `src/server/memory-limit.ts`). Unless the process
 * already runs bounded, it starts itself again as a child with V8's heap flags and stays as a
 * supervisor that loads nothing of the site: signals go to the child, the child's exit code
 * is its own, and a child whose supervisor is gone stops.
 */
import { spawn } from 'node:child_process'
import { getConfig } from '~/server/config'
import { BOUNDED_VARIABLE, boundedCommand } from '~/server/memory-limit'

// Output whose reader is gone (the terminal or log collector that started the server) must not
// fail the server. Unheard, a failed write is an uncaught exception, which nitro logs to the same
// broken stream: a loop that held a core for as long as the server ran. Such lines are lost.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

const command = boundedCommand({ limitMb: getConfig().MEMORY_LIMIT_MB, execArgv: process.execArgv, argv: process.argv, env: process.env })

if (command) {
  const child = spawn(process.execPath, command, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: { ...process.env, [BOUNDED_VARIABLE]: '1' } })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1)))
} else {
  if (process.env[BOUNDED_VARIABLE] === '1' && process.channel) {
    // The supervisor's channel closes when it exits, however it ends (SIGKILL included).
    process.channel.unref()
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
  }
  // @ts-expect-error nitro's Node runtime has no type declarations; it is loaded for its effect, serving the app.
  await import('../../../node_modules/nitro/dist/presets/node/runtime/node-server.mjs')
}

const signalNumbers: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }
