/**
 * Readers who give up on a page before it is answered: the server prints nothing for them (it
 * printed a seven-line `Error: aborted` stack for each) and goes on answering.
 */
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = tempDir('site-client-gone-')
let server: RunningServer

beforeAll(async () => {
  server = await startBuiltServer({ DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`, SEARCH_INDEX_DIR: path.join(workspace.dir, 'index') })
})
afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

/** Asks for `url` and closes the connection after `afterMs`, before the answer (cold pages take longer). */
function giveUp(url: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(url, () => {})
    request.on('error', () => resolve())
    setTimeout(() => {
      request.destroy()
      resolve()
    }, afterMs)
  })
}

/** The status of `url`, asked on a connection of its own. */
function statusOf(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      })
      .on('error', reject)
  })
}

const coldPages = [
  '/query/latest/docs/framework/react/overview',
  '/query/latest/docs/framework/react/guides/queries',
  '/router/latest/docs/framework/react/overview',
  '/form/latest',
  '/blog',
  '/stats/npm',
  '/table/latest/docs/introduction',
]

describe('a reader who gives up before the answer', () => {
  it("leaves nothing in the server's output, and the server answers the next reader", async () => {
    const before = server.output().length
    for (const page of coldPages) await giveUp(`${server.url}${page}`, 20)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(await statusOf(`${server.url}/query/latest/docs/framework/react/overview`)).toBe(200)
    const printed = server.output().slice(before)
    expect(printed, printed).not.toMatch(/aborted|ECONNRESET|Error/)
  })
})
