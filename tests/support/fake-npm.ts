/**
 * A local stand-in for npm that speaks its real JSON: the downloads API
 * (`/downloads/range/{start}:{end}/{package}`), registry documents (`/{name}`, scoped names as
 * `@scope%2Fname`) and registry search (`/-/v1/search`). Counts are a pure function of package
 * and day (`fakeDownloads`) so tests can compute what the site must show.
 *
 * Any well-formed name exists, except names starting with `does-not-exist`. Tests steer it
 * through `/__control/*` (see `FakeNpmControl`), also from another process.
 *
 * With `installable` packages it is also a registry `npm install` can use (point
 * `npm_config_registry` at it): their documents list a version with its tarball
 * (`/-/tarballs/…`), built from the files given.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const DAY_MS = 86_400_000
const FIRST_DAY = '2015-01-10'
const MAX_RANGE_DAYS = 549

export const fakeCatalogue: Record<string, { created: string; base: number; description: string }> = {
  react: { created: '2011-10-26', base: 3_000_000, description: 'React is a JavaScript library for building user interfaces.' },
  '@tanstack/query-core': { created: '2020-11-21', base: 900_000, description: 'The framework agnostic core that powers TanStack Query' },
  '@tanstack/react-query': {
    created: '2021-06-25',
    base: 1_100_000,
    description: 'Hooks for managing, caching and syncing asynchronous and remote data in React',
  },
  '@tanstack/react-table': { created: '2022-04-13', base: 600_000, description: 'Headless UI for building powerful tables & datagrids for React.' },
  '@tanstack/react-router': { created: '2022-08-10', base: 250_000, description: 'Modern and scalable routing for React applications' },
  swr: { created: '2019-10-28', base: 500_000, description: 'React Hooks library for remote data fetching' },
  zustand: { created: '2019-04-08', base: 800_000, description: '🐻 Bear necessities for state management in React' },
  'react-hook-form': { created: '2019-03-02', base: 700_000, description: 'Performant, flexible and extensible forms library for React Hooks' },
}

/** Packages created on this day unless the catalogue says otherwise. */
export const DEFAULT_CREATED = '2020-01-01'

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
}
function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10)
}

export function yesterday(now = new Date()): string {
  return dayFromNumber(Math.floor(now.getTime() / DAY_MS) - 1)
}

function hash(text: string): number {
  let h = 7
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 1_000_003
  return h
}

export function fakeCreated(name: string): string {
  return fakeCatalogue[name]?.created ?? DEFAULT_CREATED
}

/** Downloads of a package on a day, as the fake reports them (0 before the package existed). */
export function fakeDownloads(name: string, day: string): number {
  if (day < fakeCreated(name)) return 0
  const base = fakeCatalogue[name]?.base ?? 1_000 + (hash(name) % 9_000)
  const n = dayNumber(day)
  const weekday = (n + 3) % 7 // 0 = Monday
  const weekend = weekday >= 5 ? 0.4 : 1
  const years = (n - dayNumber(FIRST_DAY)) / 365
  return Math.round(base * weekend * (1 + years * 0.1))
}

export function exists(name: string): boolean {
  return !name.startsWith('does-not-exist')
}

export type FakeFailure = { status: number; times: number; match?: string; retryAfter?: number }

export type FakeNpmState = {
  /** The most recent day npm has published; later days of a range are left out. */
  lastDay?: string
  /** Refuse connections as if npm were down. */
  down: boolean
  failures: FakeFailure[]
  requests: string[]
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return text ? JSON.parse(text) : {}
}

/** `@scope/name` or `name`, each part percent-decoded; undefined when the path is not a package. */
function decodeDownloadsName(raw: string): string | undefined {
  const parts = raw.split('/')
  try {
    if (parts.length === 1) return decodeURIComponent(parts[0]!)
    if (parts.length === 2 && parts[0]!.startsWith('@')) return `${decodeURIComponent(parts[0]!)}/${decodeURIComponent(parts[1]!)}`
  } catch {
    return undefined
  }
  return undefined
}

function handleDownloads(state: FakeNpmState, res: ServerResponse, start: string, end: string, rawName: string) {
  const name = decodeDownloadsName(rawName)
  if (!name || name.includes('/') !== name.startsWith('@')) return send(res, 404, { error: `package ${rawName} not found` })
  if (!exists(name)) return send(res, 404, { error: `package ${name} not found` })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) {
    return send(res, 400, { error: 'invalid date range' })
  }
  if (dayNumber(end) - dayNumber(start) + 1 > MAX_RANGE_DAYS) {
    return send(res, 400, { error: 'range must be less than 18 months' })
  }
  const last = state.lastDay ?? yesterday()
  const from = start < FIRST_DAY ? FIRST_DAY : start
  const to = end > last ? last : end
  const downloads: { day: string; downloads: number }[] = []
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const day = dayFromNumber(n)
    downloads.push({ day, downloads: fakeDownloads(name, day) })
  }
  send(res, 200, { start: from, end: to < from ? from : to, package: name, downloads })
}

/** A package `npm install` can fetch: its version and files (`package.json` is written from them). */
export type InstallablePackage = { version: string; files: Record<string, string>; dependencies?: Record<string, string> }

type Tarball = { name: string; version: string; file: string; bytes: Buffer; dependencies?: Record<string, string> }

/** `package/…` packed as npm packs it (a gzipped tar), with the name and version in its manifest. */
function packTarball(name: string, pkg: InstallablePackage): Tarball {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-npm-pack-'))
  try {
    const files = {
      ...pkg.files,
      'package.json': JSON.stringify({ name, version: pkg.version, dependencies: pkg.dependencies, ...JSON.parse(pkg.files['package.json'] ?? '{}') }),
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'package', file)), { recursive: true })
      writeFileSync(path.join(dir, 'package', file), text)
    }
    execFileSync('tar', ['-czf', path.join(dir, 'package.tgz'), '-C', dir, 'package'])
    const file = `${name.replace('/', '-').replace('@', '')}-${pkg.version}.tgz`
    return { name, version: pkg.version, file, bytes: readFileSync(path.join(dir, 'package.tgz')), dependencies: pkg.dependencies }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function handleInstallableDocument(res: ServerResponse, tarball: Tarball, baseUrl: string) {
  const { name, version } = tarball
  send(res, 200, {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        name,
        version,
        ...(tarball.dependencies ? { dependencies: tarball.dependencies } : {}),
        dist: {
          tarball: `${baseUrl}/-/tarballs/${tarball.file}`,
          shasum: createHash('sha1').update(tarball.bytes).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(tarball.bytes).digest('base64')}`,
        },
      },
    },
    time: { created: '2020-01-01T12:00:00.000Z', modified: '2020-01-01T12:00:00.000Z', [version]: '2020-01-01T12:00:00.000Z' },
  })
}

function handleDocument(res: ServerResponse, rawName: string) {
  // The registry wants a scoped name as one path segment: @scope%2Fname.
  if (rawName.includes('/')) return send(res, 404, { error: 'Not found' })
  const name = decodeURIComponent(rawName)
  if (!exists(name)) return send(res, 404, { error: 'Not found' })
  const created = `${fakeCreated(name)}T12:00:00.000Z`
  send(res, 200, {
    _id: name,
    name,
    'dist-tags': { latest: '1.0.0' },
    versions: { '1.0.0': { name, version: '1.0.0' } },
    time: { created, modified: `${yesterday()}T12:00:00.000Z`, '1.0.0': created },
  })
}

function handleSearch(res: ServerResponse, url: URL) {
  const text = (url.searchParams.get('text') ?? '').toLowerCase()
  const size = Math.min(250, Number(url.searchParams.get('size') ?? 20) || 20)
  const names = Object.keys(fakeCatalogue).filter((n) => n.includes(text))
  const objects = names.slice(0, size).map((name) => ({
    package: {
      name,
      scope: name.startsWith('@') ? name.slice(1, name.indexOf('/')) : 'unscoped',
      version: '1.0.0',
      description: fakeCatalogue[name]!.description,
      date: `${yesterday()}T12:00:00.000Z`,
      links: { npm: `https://www.npmjs.com/package/${name}` },
    },
    score: { final: 0.9, detail: { quality: 0.9, popularity: 0.9, maintenance: 0.9 } },
    searchScore: 100,
  }))
  send(res, 200, { objects, total: names.length, time: new Date().toUTCString() })
}

async function handleControl(state: FakeNpmState, req: IncomingMessage, res: ServerResponse, action: string) {
  const body = (req.method === 'POST' ? await readBody(req) : {}) as Record<string, unknown>
  switch (action) {
    case 'requests':
      if (req.method === 'DELETE') state.requests.length = 0
      return send(res, 200, { requests: state.requests })
    case 'reset':
      Object.assign(state, { lastDay: undefined, down: false, failures: [] })
      state.requests.length = 0
      return send(res, 200, {})
    case 'last-day':
      state.lastDay = typeof body.day === 'string' ? body.day : undefined
      return send(res, 200, {})
    case 'down':
      state.down = body.down === true
      return send(res, 200, {})
    case 'fail':
      state.failures.push(body as FakeFailure)
      return send(res, 200, {})
    default:
      return send(res, 404, { error: 'unknown control' })
  }
}

export type FakeNpm = { url: string; state: FakeNpmState; close: () => Promise<void> }

export async function startFakeNpm(options: { installable?: Record<string, InstallablePackage> } = {}): Promise<FakeNpm> {
  const state: FakeNpmState = { down: false, failures: [], requests: [] }
  const tarballs = new Map(Object.entries(options.installable ?? {}).map(([name, pkg]) => [name, packTarball(name, pkg)]))
  let baseUrl = ''
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const rawPath = (req.url ?? '/').split('?')[0]!
    if (rawPath.startsWith('/__control/')) {
      handleControl(state, req, res, rawPath.slice('/__control/'.length)).catch((error: unknown) => send(res, 500, { error: String(error) }))
      return
    }
    if (state.down) {
      req.socket.destroy()
      return
    }
    state.requests.push(req.url ?? '/')
    const failure = state.failures.find((f) => f.times > 0 && (!f.match || (req.url ?? '').includes(f.match)))
    if (failure) {
      failure.times--
      return send(
        res,
        failure.status,
        { error: failure.status === 429 ? 'Too Many Requests' : 'Internal Server Error' },
        failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {},
      )
    }
    const range = /^\/downloads\/range\/([^/:]+):([^/]+)\/(.+)$/.exec(rawPath)
    if (range) return handleDownloads(state, res, range[1]!, range[2]!, range[3]!)
    if (rawPath === '/-/v1/search') return handleSearch(res, url)
    const packed = [...tarballs.values()].find((tarball) => rawPath === `/-/tarballs/${tarball.file}`)
    if (packed) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(packed.bytes.length) })
      return res.end(packed.bytes)
    }
    const installable = /^\/[^/]+$/.test(rawPath) ? tarballs.get(decodeURIComponent(rawPath.slice(1))) : undefined
    if (installable) return handleInstallableDocument(res, installable, baseUrl)
    if (/^\/[^/]+$/.test(rawPath) && rawPath !== '/') return handleDocument(res, rawPath.slice(1))
    send(res, 404, { error: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`
  return {
    url: baseUrl,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Steers a fake npm server from wherever the tests run, through its control endpoints. */
export class FakeNpmControl {
  constructor(readonly url: string) {}
  private async call(action: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
    const response = await fetch(`${this.url}/__control/${action}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
    return (await response.json()) as Record<string, unknown>
  }
  reset = () => this.call('reset', 'POST', {})
  requests = async () => (await this.call('requests', 'GET')).requests as string[]
  clearRequests = () => this.call('requests', 'DELETE')
  setLastDay = (day: string | undefined) => this.call('last-day', 'POST', { day })
  setDown = (down: boolean) => this.call('down', 'POST', { down })
  fail = (failure: FakeFailure) => this.call('fail', 'POST', failure)
}
