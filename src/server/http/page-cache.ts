import { parse as parseCookies } from 'cookie-es'
import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { THEME_COOKIE, isThemeMode } from '~/lib/theme'
import { prefersMarkdown } from './accept'

/**
 * The origin page cache, for deployments without a CDN: finished HTML responses kept in memory
 * the way a CDN keeps them. The route decides what is kept: only an answer its `headers()` mark
 * for shared caches (`CDN-Cache-Control: public, max-age=N`), for N seconds and never longer
 * than `maxAgeMs` (REF_TTL_MS: a new commit shows as soon as it would without this cache).
 *
 * The key is what the page is a function of: its path and query (the route's identity), the
 * theme cookie (the one request input the root loader reads), and the Accept-Encoding of the
 * request when answers are compressed (a compressed body is kept compressed). A page is kept
 * with the CSP nonce it was rendered with; see "Cache and freshness" in docs/architecture.md.
 */
export type KeptPage = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; nonce: string }

export type PageCacheOptions = { maxBytes: number; maxAgeMs: number; keyOnEncoding: boolean }

/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive'])

/** The seconds a shared cache may keep the answer, from the route's `CDN-Cache-Control`; 0 when it may not. */
export function sharedMaxAgeSeconds(response: Response): number {
  const directives = (response.headers.get('cdn-cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'no-store' || d === 'private')) return 0
  const maxAge = directives.find((d) => d.startsWith('max-age='))
  const seconds = Number(maxAge?.slice('max-age='.length))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}

export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>
  /** Renders in progress by key: concurrent misses of one page wait for its one render. */
  private readonly rendering = new Map<string, Promise<KeptPage | undefined>>()

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache({ maxSize: Math.max(1, options.maxBytes), sizeCalculation: (page) => page.body.byteLength + 512 })
  }

  /** The key of a request whose answer may come from the cache, or undefined. */
  keyOf(request: Request): string | undefined {
    if (this.options.maxBytes === 0 || request.method !== 'GET' || request.headers.has('x-tsr-serverfn') || prefersMarkdown(request)) return undefined
    const url = new URL(request.url)
    const theme = parseCookies(request.headers.get('cookie') ?? '')[THEME_COOKIE]
    const encoding = this.options.keyOnEncoding ? (request.headers.get('accept-encoding') ?? '') : ''
    return `${isThemeMode(theme) ? theme : 'auto'}|${encoding}|${url.pathname}${url.search}`
  }

  get(key: string): KeptPage | undefined {
    return this.pages.get(key)
  }

  /**
   * The page a render already under way for `key` will keep, if one is under way: a request
   * arriving meanwhile waits for it instead of rendering the same page again (undefined when
   * that render's answer is not kept; then it renders its own).
   */
  inFlight(key: string): Promise<KeptPage | undefined> | undefined {
    return this.rendering.get(key)
  }

  /** `render` as the one render of `key` for the time it takes; its answer is stored as `store` does. */
  async renderOnce(key: string, render: () => Promise<Response>, nonce: string): Promise<Response> {
    let settle: (page: KeptPage | undefined) => void = () => {}
    this.rendering.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      return await this.store(key, await render(), nonce)
    } finally {
      this.rendering.delete(key)
      settle(this.pages.get(key))
    }
  }

  /**
   * Keeps a copy of a page the route allows shared caches to keep (HTML, 200, no cookie set),
   * rendered with `nonce`; returns the response to send in its place.
   */
  async store(key: string, response: Response, nonce: string): Promise<Response> {
    const ttl = Math.min(sharedMaxAgeSeconds(response) * 1000, this.options.maxAgeMs)
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
    if (ttl <= 0 || response.status !== 200 || !html || response.headers.has('set-cookie') || !response.body) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = [...response.headers.entries()].filter(([name]) => !TRANSFER_HEADERS.has(name))
    this.pages.set(key, { status: response.status, headers, body, nonce }, { ttl })
    return pageResponse({ status: response.status, headers, body, nonce }, 'miss')
  }

  clear() {
    this.pages.clear()
  }
}

/** A kept page as a response: the server runtime's own Response type, which hands the bytes to Node as they are. */
export function pageResponse(page: KeptPage, state: 'hit' | 'miss'): Response {
  return new FastResponse(page.body, { status: page.status, headers: [...page.headers, ['x-page-cache', state]] })
}
