/**
 * Generated requests over every route family of the site, as fast-check arbitraries. Every
 * generated value carries the placeholder MARK; the runner replaces it with a marker unique to
 * the request (`<zq7 onx=N>`), so a reflection shows which request it came from.
 */
import fc from 'fast-check'
import { toJSON } from 'seroval'
import { serverFnId } from '../support/server-fn'

// Letters only, so it passes unchanged through percent-encoding, JSON and seroval.
export const MARK = 'QQZQ7MARKQQ'

export type FuzzRequest = {
  family: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'
  path: string
  headers?: Record<string, string>
  body?: string
}

export const libraryIds = ['query', 'router', 'table', 'form', 'virtual', 'ranger', 'store', 'pacer', 'start', 'config']
const versions = ['latest', 'v5', 'v4', 'v3', 'v1', 'v8', 'v0', 'main']
const frameworks = ['react', 'vue', 'solid', 'angular', 'svelte', 'lit', 'preact', 'qwik', 'vanilla']

/** Names of the planted canary files (see canaries.ts), so traversal aims at something real. */
export type TraversalTargets = { canaryNames: string[] }

/** `../` in the spellings that slip past naive filters. */
const dotDotSlash = fc.constantFrom(
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%252e%252e%252f',
  '..%252f',
  '..\\',
  '..%5c',
  '%c0%ae%c0%ae/',
  '..%c0%af',
  '....//',
  '.%2e/',
  '%uff0e%uff0e/',
)

function traversal(targets: TraversalTargets): fc.Arbitrary<string> {
  const target = fc.oneof(
    fc.constantFrom(...targets.canaryNames),
    fc.constantFrom(...targets.canaryNames.map((name) => `tmp/${name}`)),
    fc.constantFrom('etc/passwd', 'etc/passwd%00.md', 'package.json', '.env', 'data/site.db', '.git/config', 'proc/self/environ'),
  )
  const relative = fc.tuple(dotDotSlash, fc.integer({ min: 1, max: 12 }), target).map(([step, times, name]) => step.repeat(times) + name)
  const absolute = fc.oneof(
    fc.constantFrom(...targets.canaryNames.map((name) => `/tmp/${name}`)),
    fc.constantFrom('/etc/passwd', '%2fetc%2fpasswd', '\\etc\\passwd', 'file:///etc/passwd', 'C:\\Windows\\win.ini', '//etc/passwd'),
  )
  return fc.oneof(relative, absolute).map((path) => `${path}${MARK}`)
}

/** Odd encodings: broken percent escapes, overlong UTF-8, NUL, unicode of every plane. */
const oddText = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '%zz',
    '%e0%80',
    '%ff%fe',
    '%c0%80',
    '%ed%a0%80',
    '%f4%90%80%80',
    '%00',
    '\u0000',
    '%0d%0aSet-Cookie:x=1',
    '\ud800',
    '\u202e',
    '\ufeff',
    '😀',
    'ǅ',
    '٣',
    '%u0041',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

const oversized = fc
  .tuple(fc.constantFrom('a', '/', '.', '%41', '../', '😀', '-'), fc.integer({ min: 300, max: 6_000 }))
  .map(([unit, times]) => unit.repeat(times))

/** A string value as a hostile caller would send it; every one carries the marker. */
export function fuzzText(targets: TraversalTargets): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: traversal(targets) },
    { weight: 3, arbitrary: oddText.map((text) => `${text}${MARK}`) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map((text) => `${MARK}${text}`) },
    { weight: 1, arbitrary: oversized.map((text) => `${text}${MARK}`) },
    { weight: 1, arbitrary: fc.constant(MARK) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `"><script>alert(1)</script>${MARK}`,
        `javascript:alert(1)//${MARK}`,
        `{{constructor.constructor('x')()}}${MARK}`,
        `__proto__${MARK}`,
      ),
    },
  )
}

/**
 * How a value goes into a URL: fully percent-encoded, as a browser would, or raw with only the
 * bytes an HTTP request line cannot carry escaped (so `%`, `\`, `<` and `..` arrive as written).
 */
function inUrl(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(value, fc.constantFrom('component', 'uri', 'raw')).map(([text, how]) => {
    if (how === 'component') return encodeComponent(text)
    if (how === 'uri') return encodeComponent(text).replace(/%2F/g, '/')
    return text.replace(/[^\u0021-\u007e]/gu, (c) => encodeComponent(c))
  })
}

/** encodeURIComponent that takes lone surrogates too (as U+FFFD). */
function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'))
}

/** Either a value the site knows or a hostile one. */
function knownOr(known: readonly string[], hostile: fc.Arbitrary<string>, knownWeight = 1): fc.Arbitrary<string> {
  return fc.oneof({ weight: knownWeight, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: inUrl(hostile) })
}

function query(pairs: fc.Arbitrary<[string, string][]>): fc.Arbitrary<string> {
  return pairs.map((list) => (list.length ? `?${list.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
}

export function requestArbitrary(targets: TraversalTargets): fc.Arbitrary<FuzzRequest> {
  const text = fuzzText(targets)
  const hostile = inUrl(text)
  const library = knownOr(libraryIds, text, 3)
  const version = knownOr(versions, text, 3)
  const framework = knownOr(frameworks, text, 3)
  const docPath = fc.oneof(
    fc.constantFrom('overview', 'installation', 'guides/queries', 'reference/useQuery', 'quick-start'),
    hostile,
    fc.tuple(fc.constantFrom('guides/', 'reference/', ''), hostile).map(([a, b]) => a + b),
  )
  const get = (family: string, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> => path.map((p) => ({ family, method: 'GET' as const, path: p }))
  const anyParams = query(
    fc.array(fc.tuple(knownOr(['q', 'redirect', 'path', 'panel', 'title', 'label', 'theme', '__proto__'], text), hostile), { maxLength: 4 }),
  )

  const landing = get(
    'landing',
    fc.tuple(library, fc.option(version, { nil: undefined }), anyParams).map(([l, v, q]) => `/${l}${v ? `/${v}` : ''}${q}`),
  )
  const docs = get(
    'docs',
    fc.oneof(
      fc.tuple(library, version, docPath, anyParams).map(([l, v, d, q]) => `/${l}/${v}/docs/${d}${q}`),
      fc.tuple(library, version, framework, docPath, anyParams).map(([l, v, f, d, q]) => `/${l}/${v}/docs/framework/${f}/${d}${q}`),
    ),
  )
  const docsMarkdown = get(
    'docs .md',
    fc.oneof(
      fc.tuple(library, version, docPath).map(([l, v, d]) => `/${l}/${v}/docs/${d}.md`),
      fc.tuple(library, version, framework, docPath).map(([l, v, f, d]) => `/${l}/${v}/docs/framework/${f}/${d}.md`),
    ),
  )
  const docsAssets = get(
    'docs-assets',
    fc
      .tuple(
        library,
        version,
        fc.oneof(hostile, fc.constantFrom('docs/logo.svg', 'docs/images/diagram.png', 'README.md')),
        fc.constantFrom('', '.png', '.svg', '.md', '%00.png'),
      )
      .map(([l, v, p, ext]) => `/docs-assets/${l}/${v}/${p}${ext}`),
  )
  const examples = get(
    'examples',
    fc
      .tuple(
        library,
        version,
        framework,
        knownOr(['basic', 'simple', 'pagination', 'kitchen-sink'], text, 2),
        query(
          fc.array(
            fc.tuple(fc.constantFrom('path', 'panel', 'path', 'panel'), fc.oneof(hostile, fc.constantFrom('sandbox', 'code', 'src/main.tsx', 'package.json'))),
            { maxLength: 3 },
          ),
        ),
      )
      .map(([l, v, f, name, q]) => `/${l}/${v}/docs/framework/${f}/examples/${name}${q}`),
  )
  const statsValue = fc.oneof(
    hostile,
    fc.constantFrom('365-days', '7-days', 'all-time', 'daily', 'relative', 'true', '9999999999', '-1', 'NaN'),
    text.map((t) => encodeComponent(JSON.stringify([{ packages: [t, 'react'], color: t }]))),
    text.map((t) => encodeComponent(JSON.stringify({ packages: t }))),
    fc.constant(encodeComponent('[{"packages":')),
  )
  const stats = get(
    'stats',
    query(
      fc.array(fc.tuple(knownOr(['packages', 'range', 'baseline', 'viewMode', 'binningOption', 'alignStartDates', 'height'], text, 4), statsValue), {
        maxLength: 6,
      }),
    ).map((q) => `/stats/npm/${q}`),
  )
  const blog = get(
    'blog',
    fc.oneof(
      fc.constant('/blog'),
      fc.tuple(knownOr(['query-v5-release-notes', 'how-this-site-works'], text), anyParams).map(([slug, q]) => `/blog/${slug}${q}`),
    ),
  )
  const sponsors = get(
    'sponsors-embed',
    anyParams.map((q) => `/sponsors-embed${q}`),
  )
  const searchApi = searchApiRequests(text, hostile)
  const auth = fc.oneof(
    get(
      'auth',
      query(fc.array(fc.tuple(fc.constantFrom('code', 'state', 'error', 'redirect'), hostile), { maxLength: 3 })).map((q) => `/auth/callback/github${q}`),
    ),
    get(
      'auth',
      anyParams.map((q) => `/auth/github${q}`),
    ),
    get(
      'auth',
      query(fc.array(fc.tuple(fc.constant('redirect'), hostile), { maxLength: 2 })).map((q) => `/login${q}`),
    ),
  )
  const dashboard = get(
    'dashboard',
    anyParams.map((q) => `/dashboard${q}`),
  )
  const og = get(
    'og',
    fc
      .tuple(
        knownOr([...libraryIds.map((id) => `${id}.png`), 'site.png'], text, 2),
        query(fc.array(fc.tuple(fc.constantFrom('title', 'label', 'title'), hostile), { maxLength: 3 })),
      )
      .map(([card, q]) => `/og/${card}${q}`),
  )
  const feeds = get(
    'feeds',
    fc.tuple(fc.constantFrom('/blog/rss.xml', '/sitemap.xml', '/llms.txt', '/robots.txt', '/api/live/stats.json'), anyParams).map(([p, q]) => p + q),
  )
  const pages = get(
    'pages',
    fc.tuple(fc.constantFrom('/', '/ethos', '/privacy', '/terms', '/support', '/dedicated-support', '/learn', '/merch'), anyParams).map(([p, q]) => p + q),
  )
  const anywhere = get(
    'other paths',
    fc.tuple(fc.array(hostile, { minLength: 1, maxLength: 4 }), anyParams).map(([parts, q]) => `/${parts.join('/')}${q}`),
  )

  return fc.oneof(
    { weight: 8, arbitrary: landing },
    { weight: 14, arbitrary: docs },
    { weight: 6, arbitrary: docsMarkdown },
    { weight: 8, arbitrary: docsAssets },
    { weight: 8, arbitrary: examples },
    { weight: 6, arbitrary: stats },
    { weight: 4, arbitrary: blog },
    { weight: 2, arbitrary: sponsors },
    { weight: 9, arbitrary: searchApi },
    { weight: 4, arbitrary: auth },
    { weight: 2, arbitrary: dashboard },
    { weight: 3, arbitrary: og },
    { weight: 3, arbitrary: feeds },
    { weight: 3, arbitrary: pages },
    { weight: 14, arbitrary: serverFnRequests(text) },
    { weight: 4, arbitrary: anywhere },
  )
}

function searchApiRequests(text: fc.Arbitrary<string>, hostile: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const index = knownOr(['TanStack', '*'], text, 3)
  const params = fc.oneof(
    text.map((t) => `query=${encodeComponent(t)}&hitsPerPage=5`),
    fc
      .tuple(text, fc.constantFrom('hitsPerPage', 'page', 'facetFilters', 'filters', 'attributesToRetrieve', 'highlightPreTag'), text)
      .map(([q, key, value]) => `query=${encodeComponent(q)}&${key}=${encodeComponent(value)}`),
    text,
  )
  const body = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(text, params).map(([q, p]) => JSON.stringify({ query: q, params: p })) },
    {
      weight: 3,
      arbitrary: fc.tuple(index, params).map(([i, p]) =>
        JSON.stringify({
          requests: [
            { indexName: i, params: p },
            { indexName: i, type: 'facet', facet: p, params: p },
          ],
        }),
      ),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((value) => safeStringify(value)) },
    // Valid JSON that is not an object: rare in fc.anything, and a handler reading a field of it throws.
    { weight: 1, arbitrary: fc.constantFrom('null', '[]', '0', 'true', '""', '[null]', '{"params":null}', '{"requests":null}', '{"events":null}') },
    { weight: 1, arbitrary: text.map((t) => `{"query":"${t}`) },
    {
      weight: 1,
      arbitrary: text.map((t) =>
        JSON.stringify({ events: [{ eventType: t, eventName: t, index: t, userToken: t, objectIDs: [t], queryID: t, positions: [t] }] }),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(text, fc.integer({ min: 0, max: 300_000 })).map(([t, n]) => JSON.stringify({ query: t + 'x'.repeat(n) })) },
  )
  return fc
    .tuple(
      fc.oneof(
        index.map((i) => `/api/search/1/indexes/${i}/query`),
        fc.constant('/api/search/1/indexes/*/queries'),
        fc.constant('/api/search/1/indexes/*/recommendations'),
        fc.constant('/api/search/1/events'),
        hostile.map((h) => `/api/search/1/indexes/${h}/query`),
      ),
      fc.constantFrom('POST', 'POST', 'POST', 'GET', 'OPTIONS', 'PUT') as fc.Arbitrary<FuzzRequest['method']>,
      body,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    )
    .map(([path, method, text, type]) => ({
      family: 'search API',
      method,
      path,
      headers: { 'content-type': type },
      body: method === 'POST' || method === 'PUT' ? text : undefined,
    }))
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return '{"unserializable":true}'
  }
}

/** Every server function of the site, with the fields its validator reads. */
const serverFunctions: { file: string; name: string; method: 'GET' | 'POST'; fields: string[] }[] = [
  { file: 'src/features/docs/docs.functions.ts', name: 'getDocPageFn', method: 'GET', fields: ['libraryId', 'version', 'framework', 'page'] },
  { file: 'src/features/docs/docs.functions.ts', name: 'getDocsVersionFn', method: 'GET', fields: ['libraryId', 'version'] },
  { file: 'src/features/docs/docs.functions.ts', name: 'getLibraryLinksFn', method: 'GET', fields: ['libraryId', 'version'] },
  { file: 'src/features/examples/examples.functions.ts', name: 'getExampleTreeFn', method: 'GET', fields: ['libraryId', 'version', 'framework', 'name'] },
  {
    file: 'src/features/examples/examples.functions.ts',
    name: 'getExampleFileFn',
    method: 'GET',
    fields: ['libraryId', 'version', 'framework', 'name', 'path'],
  },
  { file: 'src/features/examples/examples.functions.ts', name: 'getDefaultExampleFn', method: 'GET', fields: ['libraryId', 'version', 'framework'] },
  { file: 'src/features/stats/stats.functions.ts', name: 'getPackageDownloadsFn', method: 'GET', fields: ['package', 'range'] },
  { file: 'src/features/stats/stats.functions.ts', name: 'searchPackagesFn', method: 'GET', fields: ['text', 'size'] },
  { file: 'src/features/blog/blog.functions.ts', name: 'getBlogPostFn', method: 'GET', fields: ['splat'] },
  { file: 'src/features/blog/blog.functions.ts', name: 'getBlogFrontMattersFn', method: 'GET', fields: [] },
  { file: 'src/features/sponsors/sponsors.functions.ts', name: 'getSponsorsFn', method: 'GET', fields: [] },
  { file: 'src/features/layout/root-data.functions.ts', name: 'getRootDataFn', method: 'GET', fields: [] },
  { file: 'src/features/layout/root-data.functions.ts', name: 'setThemeFn', method: 'POST', fields: [] },
  { file: 'src/features/auth/auth.functions.ts', name: 'signInFn', method: 'POST', fields: ['username', 'password'] },
  { file: 'src/features/auth/auth.functions.ts', name: 'getViewerFn', method: 'GET', fields: [] },
  { file: 'src/features/auth/auth.functions.ts', name: 'signOutEverywhereFn', method: 'POST', fields: [] },
  { file: 'src/features/dashboard/dashboard.functions.ts', name: 'loadDashboardFn', method: 'GET', fields: [] },
  { file: 'src/features/dashboard/dashboard.functions.ts', name: 'syncContentFn', method: 'POST', fields: [] },
]

const knownFieldValues: Record<string, string[]> = {
  libraryId: ['query', 'router', 'table'],
  version: ['latest', 'v4', 'HEAD'],
  framework: ['react', 'vue', 'alpine'],
  page: ['overview', 'guides/queries', '../package.json'],
  name: ['basic', 'simple'],
  path: ['src/main.tsx', 'package.json', '../../package.json'],
  package: ['react', '@tanstack/react-query'],
  range: ['7-days', '365-days'],
  text: ['react'],
  splat: ['query-v5-release-notes'],
}

function serverFnRequests(text: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const wrongType = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.dictionary(text, text, { maxKeys: 2 }),
    fc.double(),
  )
  const fieldValue = (field: string) =>
    fc.oneof(
      { weight: 2, arbitrary: text },
      { weight: 1, arbitrary: wrongType },
      { weight: 2, arbitrary: fc.constantFrom(...(knownFieldValues[field] ?? ['x'])) },
    )
  const target = fc.constantFrom(...serverFunctions)
  const data = target.chain((fn) =>
    fc
      .oneof(
        {
          weight: 4,
          arbitrary: fc.record(Object.fromEntries(fn.fields.map((field) => [field, fieldValue(field)])), { requiredKeys: [] }) as fc.Arbitrary<unknown>,
        },
        { weight: 1, arbitrary: text as fc.Arbitrary<unknown> },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
      )
      .map((value) => ({ fn, value })),
  )
  const payload = fc.oneof(
    { weight: 5, arbitrary: data.map(({ fn, value }) => ({ fn, payload: safeStringify(toJSON({ data: value })) })) },
    { weight: 1, arbitrary: fc.tuple(target, text).map(([fn, t]) => ({ fn, payload: `{"t":10,"i":0,"p":{"k":["data"],"v":[${t}` })) },
    {
      weight: 1,
      arbitrary: fc.tuple(target, fc.json({ maxDepth: 3 })).map(([fn, json]) => ({ fn, payload: json.startsWith('{') ? json : `{"t":${json},"m":"${MARK}"}` })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(target, text).map(([fn, t]) => ({ fn, payload: JSON.stringify({ t: 99, i: 0, s: t, p: { k: [t], v: [{ t: 1, s: t }] } }) })),
    },
    { weight: 1, arbitrary: fc.tuple(target, text).map(([fn, t]) => ({ fn, payload: t })) },
  )
  return fc
    .tuple(
      payload,
      fc.constantFrom('as declared', 'as declared', 'as declared', 'other method', 'unknown id'),
      fc.constantFrom('application/json', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
    )
    .map(([{ fn, payload: body }, how, type]) => {
      const id = how === 'unknown id' ? serverFnId(fn.file, `${fn.name}Missing`) : serverFnId(fn.file, fn.name)
      const method = how === 'other method' ? (fn.method === 'GET' ? 'POST' : 'GET') : fn.method
      const headers = { 'x-tsr-serverFn': 'true', accept: 'application/json' }
      if (method === 'GET') return { family: 'server functions', method, path: `/_serverFn/${id}?payload=${encodeComponent(body)}`, headers }
      return { family: 'server functions', method, path: `/_serverFn/${id}`, headers: { ...headers, 'content-type': type }, body }
    })
}
