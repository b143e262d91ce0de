// `npm start` and `npm run serve`: builds (unless --no-build), then runs the production server as
// this process's child, and passes the operator's signal on. npm runs a script through `sh -c`,
// which does not forward SIGTERM: with `npm run build && node …` a `kill` of npm stopped the
// shell and left the server running, holding its port. Here every stop reaches the server, and
// the server is stopped too if whatever started this script goes away without a signal.
import { spawn } from 'node:child_process'
import process from 'node:process'
import './check-node.mjs'

/** How long the server has to stop after the signal is passed on, before it is killed. */
const GRACE_MS = 8000
const build = !process.argv.includes('--no-build')

let child
let stopping

function run(command, args) {
  child = spawn(command, args, { stdio: 'inherit' })
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signalNumbers[signal] ?? 15) : 1)))
    child.on('error', (error) => {
      console.error(`[start] ${command}: ${error.message}`)
      resolve(1)
    })
  })
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }

function stop(signal) {
  if (stopping) return
  stopping = signal
  if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(128 + signalNumbers[signal])
  child.kill(signal)
  // A server that does not stop in time is killed: the port must be free within seconds.
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref()
}

for (const signal of Object.keys(signalNumbers)) process.on(signal, () => stop(signal))

// Whoever started us (npm, its shell) may be killed without passing the signal on: we are then
// re-parented, and stop as if told to.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM')
}, 500).unref()

if (build) {
  // Warnings and errors only: `npm run build` lists every file it writes (some 700 lines).
  console.log('[start] building the site for production (about a minute) …')
  const code = await run('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'])
  if (code !== 0 || stopping) process.exit(stopping ? 128 + signalNumbers[stopping] : code)
}
const code = await run(process.execPath, ['.output/server/index.mjs'])
process.exit(stopping ? 128 + signalNumbers[stopping] : code)
