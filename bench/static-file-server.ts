/**
 * The baseline of the server-speed table: one HTML file served from disk by node:http, the
 * way a plain static host would serve it (read once, gzipped once, sent as bytes). Started as
 * its own process by `bench/speed.ts`: `node --import tsx bench/static-file-server.ts <file> <port>`.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'

const [file, port] = process.argv.slice(2)
if (!file || !port) throw new Error('usage: static-file-server.ts <file.html> <port>')
const body = readFileSync(file)
const gzipped = gzipSync(body)

createServer((request, response) => {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(gzip ? gzipped.length : body.length),
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  response.end(gzip ? gzipped : body)
}).listen(Number(port), '127.0.0.1', () => console.log(`static file server on ${port}`))
