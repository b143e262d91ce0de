/**
 * A connection flood, run as a process of its own (so the reader measuring the server is not
 * slowed by the flooder's own event loop): from each of the given source addresses, `perAddress`
 * connections that send nothing; each one the server closes is opened again at once, and each
 * one it keeps is closed by the flooder after a moment and opened again — thousands of accepts
 * and closes a second. It prints, as one line of JSON when it ends (SIGTERM or `--seconds`),
 * the connections it made and had closed under it, and how many the server held at once
 * (those connected and not closed, sampled every 250 ms; the largest figure).
 *
 *   tsx tests/support/connection-flood.ts --port 3000 --from 127.0.0.2-127.0.0.250 --per-address 64 --seconds 8
 */
import { connect, type Socket } from 'node:net'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { port: { type: 'string' }, from: { type: 'string' }, 'per-address': { type: 'string' }, seconds: { type: 'string' }, host: { type: 'string' } },
})
const port = Number(values.port)
const host = values.host ?? '127.0.0.1'
const perAddress = Number(values['per-address'] ?? 64)
const [first, last] = (values.from ?? '127.0.0.2-127.0.0.250').split('-') as [string, string]
const prefix = first.slice(0, first.lastIndexOf('.') + 1)
const sources = Array.from(
  { length: Number(last.split('.').at(-1)) - Number(first.split('.').at(-1)) + 1 },
  (_, n) => `${prefix}${Number(first.split('.').at(-1)) + n}`,
)

const figures = { connected: 0, closedByServer: 0, closedByUs: 0, errors: 0, heldMax: 0, heldAtEnd: 0 }
const held = new Set<Socket>()
let running = true

/** One slot: a connection from `from`, opened again whenever it ends, until the flood stops. */
function slot(from: string): void {
  if (!running) return
  const socket = connect({ port, host, localAddress: from })
  let ours = false
  socket.on('connect', () => {
    figures.connected++
    held.add(socket)
    // Kept by the server: closed by us a little later, and made again.
    setTimeout(
      () => {
        ours = true
        socket.destroy()
      },
      300 + Math.random() * 700,
    ).unref()
  })
  socket.on('error', () => figures.errors++)
  socket.on('close', () => {
    if (held.delete(socket)) {
      if (ours) figures.closedByUs++
      else figures.closedByServer++
    }
    // A little pause after a refusal, so the flood does not spin in place when nothing answers.
    setTimeout(() => slot(from), ours ? 0 : 5).unref()
  })
}

const sampler = setInterval(() => (figures.heldMax = Math.max(figures.heldMax, held.size)), 250)
for (let n = 0; n < perAddress; n++) for (const from of sources) slot(from)

function end(): void {
  running = false
  clearInterval(sampler)
  figures.heldAtEnd = held.size
  process.stdout.write(`${JSON.stringify(figures)}\n`)
  for (const socket of held) socket.destroy()
  process.exit(0)
}
process.on('SIGTERM', end)
if (values.seconds) setTimeout(end, Number(values.seconds) * 1000)
setInterval(() => {}, 1 << 30)
