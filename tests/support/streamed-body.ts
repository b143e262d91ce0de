import { request } from 'node:http'

export type StreamedAnswer = { status: number; sentBytes: number; body: string } | { status: 'reset'; sentBytes: number; body: '' }

/**
 * POSTs a body of `totalBytes` as a chunked stream (no Content-Length, as a client hiding its
 * size would), stopping as soon as the server answers. Resolves with the answer, or `reset` when
 * the server closed the connection before answering.
 */
export function postStreamedBody(
  baseUrl: string,
  path: string,
  options: { totalBytes: number; headers?: Record<string, string>; chunkBytes?: number },
): Promise<StreamedAnswer> {
  const url = new URL(baseUrl)
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, 0x61)
  return new Promise((resolve) => {
    let sent = 0
    let answered = false
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...options.headers },
        agent: false,
      },
      (response) => {
        answered = true
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (text: string) => (body += text))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, sentBytes: sent, body })
          req.destroy()
        })
        response.on('error', () => resolve({ status: response.statusCode ?? 0, sentBytes: sent, body }))
      },
    )
    req.on('error', () => {
      if (!answered) resolve({ status: 'reset', sentBytes: sent, body: '' })
    })
    const pump = () => {
      while (!answered && sent < options.totalBytes) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.write('{"requests":[{"indexName":"x","params":"query=')
    pump()
  })
}

/** The resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}
