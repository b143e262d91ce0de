import { FastResponse } from 'srvx'
import { LRUCache } from 'lru-cache'
import { prefersMarkdown } from './accept'
import { acceptsGzip } from './compression'
import { NonceTemplate } from './nonce-template'

/**
 * Rendered HTML of doc pages, kept so a warm page is not rendered again for every request.
 * The key holds everything the HTML depends on: the path and query, the theme cookie (it sets
 * the class on <html>) and the content identity of the docs (the commit), so a new commit is
 * a new key. Entries also expire after `ttlMs`, which bounds how old the other data in the page
 * (the sponsors list) can be. The CSP nonce the page was rendered with is cut out when it is
 * stored, and every response gets a fresh one.
 */
export type CachedPage = { template: NonceTemplate; status: number; headers: [string, string][] }

export type PageCacheOptions = { max: number; ttlMs: number }

const docPagePattern = /^\/([a-z]+)\/([^/]+)\/docs(\/.*)?$/

/** The library and version of a doc page path that may be cached, or undefined. */
export function cacheableDocPage(request: Request): { libraryId: string; version: string } | undefined {
  if (request.method !== 'GET' || request.headers.has('x-tsr-serverfn')) return undefined
  const url = new URL(request.url)
  if (url.pathname.endsWith('.md') || url.search.length > 200 || prefersMarkdown(request)) return undefined
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

  /**
   * A stored page with `nonce` in place of the one it was rendered with, gzipped (from parts
   * compressed when it was stored) if the request accepts it. `extraHeaders` (the security
   * headers) are given here, when the response is built: setting them on the finished
   * response measured markedly slower on this hot path.
   */
  get(key: string, nonce: string, request?: Request, extraHeaders: [string, string][] = []): Response | undefined {
    const page = this.entries.get(key)
    if (!page) return undefined
    const headers: [string, string][] = [...page.headers, ...extraHeaders, ['x-page-cache', 'hit'], ['vary', 'Accept-Encoding']]
    // The server runtime's own Response type hands bytes to Node as they are; a standard
    // Response would be read back through a web stream, which costs more than the page itself.
    if (request && acceptsGzip(request)) {
      headers.push(['content-encoding', 'gzip'])
      return new FastResponse(page.template.renderGzip(nonce), { status: page.status, headers })
    }
    // Uncompressed, the stored parts go out as they are with the nonce between them: joining
    // them would build a page-sized buffer per request, and under load the garbage collector
    // then costs more than sending.
    const pieces = page.template.renderPieces(nonce)
    headers.push(['content-length', String(page.template.byteLength)])
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece)
        controller.close()
      },
    })
    return new FastResponse(body, { status: page.status, headers })
  }

  /**
   * Stores a copy of a successful HTML response that sets no cookie, rendered with `nonce`;
   * returns the response to send.
   */
  async store(key: string, response: Response, nonce: string): Promise<Response> {
    const type = response.headers.get('content-type') ?? ''
    const noStore = /\bno-store\b/i.test(response.headers.get('cache-control') ?? '')
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie') || noStore) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'transfer-encoding', 'content-encoding', 'vary', 'content-security-policy'].includes(name))
    this.entries.set(key, { template: NonceTemplate.from(body, nonce), status: response.status, headers })
    return new Response(body, { status: response.status, headers: new Headers([...headers, ['x-page-cache', 'miss']]) })
  }

  clear() {
    this.entries.clear()
  }
}
