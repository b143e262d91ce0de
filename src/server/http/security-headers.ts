import { randomBytes } from 'node:crypto'
import type { ServerConfig } from '~/server/config'
import { withEditedHeaders } from './edit-headers'

/**
 * The security headers of every response: a Content-Security-Policy that lets the site load
 * exactly what it uses (inline scripts only with the response's nonce), the framing rule (only
 * the sponsors widget may be embedded, anywhere), HSTS when the request came over https, and
 * the headers that switch off content sniffing, referrer leaks and unused browser features.
 */

/** The pages other sites may show in a frame; every other page refuses framing (clickjacking). */
export const EMBEDDABLE_PATHS = new Set(['/sponsors-embed', '/sponsors-embed/'])

const GTM_ORIGIN = 'https://www.googletagmanager.com'
/** Hosts Google Publisher Tag loads its code, ad frames and measurement pings from. */
const GPT_SCRIPT_ORIGINS = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com']
const GPT_FRAME_ORIGINS = [
  'https://*.safeframe.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://securepubads.g.doubleclick.net',
]
const GPT_CONNECT_ORIGINS = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com']
const SANDBOX_ORIGINS = ['https://stackblitz.com', 'https://codesandbox.io']
const PERMISSIONS_DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]

/** What the security headers of one response depend on. */
export type SecurityContext = { sources: CspSources; nonce: string; trustProxy: boolean }

/** What the policy depends on, read from the configuration once. */
export type CspSources = {
  gtm: boolean
  /** Origin of the ad network script when `ADS_PROVIDER=gpt`. */
  adsScriptOrigin?: string
  exampleSandboxes: boolean
  /** The Algolia hosts the search dialog talks to when `SEARCH_BACKEND=algolia`. */
  algoliaOrigins: string[]
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The Algolia hosts the dialog talks to: a configured host (searches and events), or the
 * application's own hosts and their fallbacks plus the Insights API the click events go to.
 */
export function algoliaOrigins(appId: string, host: string | undefined): string[] {
  if (host) {
    const origin = originOf(/^https?:\/\//.test(host) ? host : `https://${host}`)
    return origin ? [origin] : []
  }
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
    'https://insights.algolia.io',
  ]
}

export function cspSourcesFromConfig(config: ServerConfig): CspSources {
  return {
    gtm: Boolean(config.GTM_ID),
    adsScriptOrigin: config.ADS_PROVIDER === 'gpt' && config.ADS_UNIT_PREFIX !== undefined ? originOf(config.ADS_SCRIPT_URL) : undefined,
    exampleSandboxes: config.EXAMPLE_SANDBOXES,
    algoliaOrigins: config.SEARCH_BACKEND === 'algolia' ? algoliaOrigins(config.ALGOLIA_APP_ID ?? '', config.ALGOLIA_HOST) : [],
  }
}

export function isEmbeddable(pathname: string): boolean {
  return EMBEDDABLE_PATHS.has(pathname)
}

/** A fresh CSP nonce: 128 random bits, base64url (nothing in it needs escaping in HTML or JSON). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url')
}

const unique = (values: (string | undefined | false)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))]

/**
 * The policy of an HTML page. Scripts: the site's own files and inline scripts carrying the
 * nonce (theme, tag manager snippet, the router's hydration data). Styles allow inline
 * `style` attributes and the `<style>` elements charts add, so no nonce is listed there (a
 * nonce would switch 'unsafe-inline' off). Images may come from any https host: docs and blog
 * posts are Markdown from other repositories that embed badges and screenshots from anywhere.
 */
export function contentSecurityPolicy(sources: CspSources, options: { nonce: string; pathname: string }): string {
  // Every page asks for it: the policy is built once per configuration and framing rule, and
  // each answer only puts its nonce in.
  let kept = policyTemplates.get(sources)
  if (!kept) policyTemplates.set(sources, (kept = new Map()))
  const embeddable = isEmbeddable(options.pathname)
  let parts = kept.get(embeddable)
  if (!parts) kept.set(embeddable, (parts = buildPolicy(sources, NONCE_SLOT, embeddable).split(NONCE_SLOT)))
  return parts.join(options.nonce)
}

/** Stands for the nonce in a kept policy (a nonce is base64url, so it never holds this). */
const NONCE_SLOT = '\u0000nonce\u0000'
const policyTemplates = new WeakMap<CspSources, Map<boolean, string[]>>()

function buildPolicy(sources: CspSources, nonce: string, embeddable: boolean): string {
  const gpt = sources.adsScriptOrigin !== undefined
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", `'nonce-${nonce}'`, sources.gtm && GTM_ORIGIN, sources.adsScriptOrigin, ...(gpt ? GPT_SCRIPT_ORIGINS : [])])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...sources.algoliaOrigins,
        sources.gtm && GTM_ORIGIN,
        sources.gtm && 'https://www.google-analytics.com',
        ...(gpt ? GPT_CONNECT_ORIGINS : []),
      ]),
    ],
    ['frame-src', unique([...(sources.exampleSandboxes ? SANDBOX_ORIGINS : []), sources.gtm && GTM_ORIGIN, ...(gpt ? GPT_FRAME_ORIGINS : [])])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [embeddable ? '*' : "'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`).join('; ')
}

/** Whether the request reached the site over https: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(request: Request, trustProxy: boolean, url = new URL(request.url)): boolean {
  if (url.protocol === 'https:') return true
  if (!trustProxy) return false
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'
const PERMISSIONS_POLICY = PERMISSIONS_DENIED.map((feature) => `${feature}=()`).join(', ')

/**
 * The policy a route set for its own answer (repository files: `sandbox; default-src 'none'`),
 * kept as it is with the site's framing rule added when it has none: the global step may make
 * a policy stricter, never replace it with a looser one.
 */
export function withFramingRule(ownPolicy: string, embeddable: boolean): string {
  if (/(^|;)\s*frame-ancestors\s/i.test(ownPolicy)) return ownPolicy
  return `${ownPolicy.replace(/[\s;]+$/, '')}; frame-ancestors ${embeddable ? '*' : "'none'"}`
}

/** The security headers for one response, as [name, value] pairs; `undefined` removes the header. */
export function securityHeadersFor(
  request: Request,
  response: { contentType: string; ownPolicy?: string | null },
  context: SecurityContext,
): [string, string | undefined][] {
  const url = new URL(request.url)
  const pathname = url.pathname
  const embeddable = isEmbeddable(pathname)
  const html = /^text\/html\b/i.test(response.contentType)
  const policy = response.ownPolicy
    ? withFramingRule(response.ownPolicy, embeddable)
    : html
      ? contentSecurityPolicy(context.sources, { nonce: context.nonce, pathname })
      : `frame-ancestors ${embeddable ? '*' : "'none'"}`
  return [
    ['content-security-policy', policy],
    ['x-frame-options', embeddable ? undefined : 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['strict-transport-security', isHttpsRequest(request, context.trustProxy, url) ? HSTS_VALUE : undefined],
  ]
}

/** The response with its security headers (see `withEditedHeaders`). */
export function withSecurityHeaders(request: Request, response: Response, context: SecurityContext): Response {
  const changes = securityHeadersFor(
    request,
    { contentType: response.headers.get('content-type') ?? '', ownPolicy: response.headers.get('content-security-policy') },
    context,
  )
  return withEditedHeaders(response, (headers) => {
    for (const [name, value] of changes) {
      if (value === undefined) headers.delete(name)
      else headers.set(name, value)
    }
  })
}
