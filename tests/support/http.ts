import { inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

export async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init })
  const body = await response.text()
  return { status: response.status, headers: response.headers, body, location: response.headers.get('location') }
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html)
  return match?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")
}

/** The content of a page's `<meta name|property="key">`, unescaped. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]?.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

/** The path of a Location header, whether the server sent it absolute or relative. */
export function locationPath(location: string | null): string | undefined {
  if (!location) return undefined
  const url = new URL(location, 'http://relative.invalid')
  return `${url.pathname}${url.search}${url.hash}`
}

/** A GET whose path is sent exactly as written (no `..` or percent-encoding normalisation). */
export async function rawGet(path: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { request } = await import('node:http')
  const url = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}
