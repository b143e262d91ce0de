/**
 * `npm run bench:page-cache`: throughput of a warm doc page served by the built server from its
 * page cache, against the same HTML served as a static file by a plain Node.js file server
 * (the ceiling a cached page can approach). Plain and gzip-accepting clients. Prints a table;
 * asserts nothing.
 */
import { createReadStream, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { startBuiltServer } from '../tests/support/server'
import { measureLoad, printTable } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const page = '/query/latest/docs/framework/react/overview'
const workspace = tempDir('site-bench-page-cache-')
const contentDir = path.join(workspace.dir, 'repos')
cloneCorpus('query', path.join(contentDir, 'query'))

const site = await startBuiltServer({ CONTENT_DIR: contentDir, LIVE_STATS_REFRESH_SECONDS: '0' })
const staticServer = createServer((request, response) => {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
  createReadStream(path.join(workspace.dir, gzip ? 'page.html.gz' : 'page.html')).pipe(response)
})
const rows = []
try {
  const html = Buffer.from(await (await fetch(`${site.url}${page}`)).arrayBuffer())
  writeFileSync(path.join(workspace.dir, 'page.html'), html)
  writeFileSync(path.join(workspace.dir, 'page.html.gz'), gzipSync(html))
  await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/page.html`
  for (let i = 0; i < 20; i++) await (await fetch(`${site.url}${page}`)).arrayBuffer()
  for (const encoding of ['identity', 'gzip']) {
    const headers = { 'accept-encoding': encoding }
    const cached = await measureLoad(`${site.url}${page}`, { connections: 10, seconds, headers })
    const fromFile = await measureLoad(staticUrl, { connections: 10, seconds, headers })
    rows.push({
      'accept-encoding': encoding,
      'HTML bytes': html.length,
      'cached page req/s': cached.requestsPerSecond.toFixed(0),
      'static file req/s': fromFile.requestsPerSecond.toFixed(0),
      'cached / static': `${((100 * cached.requestsPerSecond) / fromFile.requestsPerSecond).toFixed(0)} %`,
      'cached p99 ms': cached.p99,
      'non-2xx': cached.non2xx + fromFile.non2xx,
      errors: cached.errors + fromFile.errors,
    })
  }
} catch (error) {
  console.error('The load measurement failed:', error)
  console.error(site.output().slice(-2000))
  process.exitCode = 1
} finally {
  staticServer.close()
  await site.stop()
  workspace.remove()
}
printTable(`Warm doc page from the page cache vs the same HTML as a static file (${seconds} s each, 10 connections)`, rows)
