/**
 * A kept-alive connection reused within the idle time the server promised, while the server's
 * event loop is held: the client (a separate process, so the hold does not stall it) sends its
 * second request 2.5 s after the first answer, during a 6.5 s hold. With Node's defaults the
 * server's close timer (5 s + 1 s) is due during the hold and runs before the waiting request
 * is read: the request is reset. With the site's timeouts it is answered.
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { applyServerTimeouts } from './server-timeouts'

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A server that, 1 s after its first answer, holds its event loop for `holdMs`. */
async function serverThatStalls(configure: (server: Server) => void, holdMs: number): Promise<number> {
  let answered = 0
  const server = createServer((_request, response) => {
    response.end(`answer ${++answered}`)
    if (answered === 1)
      response.once('finish', () =>
        // Held outside the timers phase, as a render is (an I/O callback, a promise): the
        // timers due meanwhile run first in the next turn, before the sockets are read.
        setTimeout(
          () =>
            setImmediate(() => {
              const until = Date.now() + holdMs
              while (Date.now() < until) {
                // The loop held, as by a long synchronous render.
              }
            }),
          1000,
        ),
      )
  })
  configure(server)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

/** Two GETs on one kept-alive connection from another process, the second 2.5 s after the first answer. */
function twoRequests(port: number): Promise<string[]> {
  const script = `
    const http = require('node:http')
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () => new Promise((resolve) => {
      http.get({ port: ${port}, host: '127.0.0.1', agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve(body))
      }).on('error', (error) => resolve(error.code ?? error.message))
    })
    get().then(async (first) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      console.log(JSON.stringify([first, await get()]))
      agent.destroy()
    })`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', () => resolve(JSON.parse(output) as string[]))
  })
}

const SITE_LIMITS = { headersTimeoutMs: 10_000, bodyTimeoutMs: 15_000, maxConnections: 2048 }

describe('applyServerTimeouts', () => {
  it("with Node's defaults, a request sent on a kept-alive connection while the loop is held is reset", async () => {
    const port = await serverThatStalls(() => {}, 6500)
    expect(await twoRequests(port)).toEqual(['answer 1', 'ECONNRESET'])
  }, 20_000)

  it('with the site’s timeouts, the same request is answered once the loop is free', async () => {
    const port = await serverThatStalls((server) => applyServerTimeouts(server, SITE_LIMITS), 6500)
    expect(await twoRequests(port)).toEqual(['answer 1', 'answer 2'])
  }, 20_000)

  it('still closes a connection left idle, after the promised time and its grace', async () => {
    const server = createServer((_request, response) => response.end('ok'))
    applyServerTimeouts(server, SITE_LIMITS)
    expect(server.keepAliveTimeout).toBe(5000)
    expect(server.keepAliveTimeout + (server as Server & { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer!).toBe(15_000)
    // Node's own checks: the guard's backstop, after it.
    expect(server.headersTimeout).toBe(25_000)
    expect(server.requestTimeout).toBe(40_000)
  })
})
