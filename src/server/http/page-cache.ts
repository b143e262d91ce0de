import { gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { acceptsGzip } from './compression'

/**
 * Rendered HTML of doc pages, kept so a warm page is not rendered again for every request.
 * The key holds everything the HTML depends on: the path and query, the theme cookie (it sets
 * the class on <html>) and the content identity of the docs (the commit), so a new commit is
 * a new key. Entries also expire after `ttlMs`, which bounds how old the other data in the page
 * (the sponsors list) can be.
 */
export type CachedPage = { body: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer>; status: number; headers: [string, string][] }

export type PageCacheOptions = { max: number; ttlMs: number }

const docPagePattern = /^\/([a-z]+)\/([^/]+)\/docs(\/.*)?$/

/** The library and version of a doc page path that may be cached, or undefined. */
export function cacheableDocPage(request: Request): { libraryId: string; version: string } | undefined {
  if (request.method !== 'GET' || request.headers.has('x-tsr-serverfn')) return undefined
  const url = new URL(request.url)
  if (url.pathname.endsWith('.md') || url.search.length > 200) return undefined
  const match = docPagePattern.exec(url.pathname)
  if (!match?.[1] || !match[2]) return undefined
  return { libraryId: match[1], version: match[2] }
}

function themeOf(request: Request): string {
  const cookie = request.headers.get('cookie') ?? ''
  return /(?:^|;\s*)theme=(light|dark|auto)(?:;|$)/.exec(cookie)?.[1] ?? 'auto'
}

export function pageCacheKey(request: Request, contentId: string): string {
  const url = new URL(request.url)
  return `${contentId}|${themeOf(request)}|${url.pathname}${url.search}`
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>

  constructor(options: PageCacheOptions) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs })
  }

  /** A stored page, gzipped (compressed once, when stored) if the request accepts it. */
  get(key: string, request?: Request): Response | undefined {
    const page = this.entries.get(key)
    if (!page) return undefined
    const headers = new Headers(page.headers)
    headers.set('x-page-cache', 'hit')
    headers.set('vary', 'Accept-Encoding')
    if (request && acceptsGzip(request)) {
      headers.set('content-encoding', 'gzip')
      return new Response(page.gzipped, { status: page.status, headers })
    }
    return new Response(page.body, { status: page.status, headers })
  }

  /** Stores a copy of a successful HTML response that sets no cookie; returns the response to send. */
  async store(key: string, response: Response): Promise<Response> {
    const type = response.headers.get('content-type') ?? ''
    const noStore = /\bno-store\b/i.test(response.headers.get('cache-control') ?? '')
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie') || noStore) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'transfer-encoding', 'content-encoding', 'vary'].includes(name))
    const gzipped = new Uint8Array(gzipSync(body, { level: 6 }))
    this.entries.set(key, { body, gzipped, status: response.status, headers })
    return new Response(body, { status: response.status, headers: new Headers([...headers, ['x-page-cache', 'miss']]) })
  }

  clear() {
    this.entries.clear()
  }
}
