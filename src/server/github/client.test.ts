import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GITHUB_API_VERSION, GitHubClient, githubClient, GitHubTimeoutError } from './client'

type Seen = { method?: string; path?: string; headers: IncomingHttpHeaders; body: string }

describe('GitHub client against a local HTTP server', () => {
  let server: Server
  let base: string
  const seen: Seen[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        seen.push({ method: request.method, path: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() })
        // Never answers, like a GitHub that hangs.
        if (request.url?.startsWith('/api/slow')) return
        response.writeHead(request.url === '/api/missing' ? 404 : 200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ path: request.url }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    // The hanging requests' connections stay open until closed here.
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const client = (options: Partial<ConstructorParameters<typeof GitHubClient>[0]> = {}) =>
    new GitHubClient({ apiUrl: `${base}/api/`, rawUrl: `${base}/raw`, graphqlUrl: `${base}/graphql`, ...options })

  const last = () => seen[seen.length - 1]!

  it("sends GitHub's standard headers and the token to the REST API", async () => {
    const response = await client({ token: 'secret' }).rest('/repos/tanstack/query')
    expect(await response.json()).toEqual({ path: '/api/repos/tanstack/query' })
    expect(last().method).toBe('GET')
    expect(last().headers).toMatchObject({
      accept: 'application/vnd.github+json',
      'user-agent': 'libraries-site',
      'x-github-api-version': GITHUB_API_VERSION,
      authorization: 'Bearer secret',
    })
  })

  it("sends no authorization without a token, and a request's own token over the client's", async () => {
    await client().rest('/user')
    expect(last().headers.authorization).toBeUndefined()
    await client({ token: 'app' }).rest('/user', { token: 'user-token' })
    expect(last().headers.authorization).toBe('Bearer user-token')
  })

  it('follows full URLs as given, reads the raw host with any media type, and answers every status', async () => {
    await client().rest(`${base}/api/repositories/1/contributors?page=2`)
    expect(last().path).toBe('/api/repositories/1/contributors?page=2')
    await client().raw('/tanstack/query/abc/docs/a.md')
    expect(last().path).toBe('/raw/tanstack/query/abc/docs/a.md')
    expect(last().headers.accept).toBe('*/*')
    await client().rest('/sha', { accept: 'application/vnd.github.sha' })
    expect(last().headers.accept).toBe('application/vnd.github.sha')
    expect((await client().rest('/missing')).status).toBe(404)
  })

  it('posts a GraphQL query as JSON', async () => {
    await client({ token: 'sponsors' }).graphql('query { viewer { login } }', { first: 2 })
    expect(last()).toMatchObject({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer sponsors' } })
    expect(JSON.parse(last().body)).toEqual({ query: 'query { viewer { login } }', variables: { first: 2 } })
  })

  it("gives up after its timeout with GitHubTimeoutError, a request's own timeout first", async () => {
    let started = Date.now()
    const error = await client({ timeoutMs: 200 })
      .rest('/slow')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubTimeoutError)
    expect((error as Error).message).toBe(`GitHub did not answer ${base}/api/slow within 200 ms`)
    expect(Date.now() - started).toBeLessThan(1500)
    started = Date.now()
    await expect(client({ timeoutMs: 60_000 }).rest('/slow', { timeoutMs: 150 })).rejects.toThrow(/within 150 ms/)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it("stops when the caller's own signal aborts, without calling it a timeout", async () => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('budget spent')), 100)
    const error = await client({ timeoutMs: 60_000 })
      .rest('/slow', { signal: controller.signal })
      .catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(GitHubTimeoutError)
    expect(controller.signal.aborted).toBe(true)
  })

  it('reports a GitHub that cannot be reached as the network error it is', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await new GitHubClient({ apiUrl: `http://127.0.0.1:${port}`, rawUrl: '', graphqlUrl: '' }).rest('/user').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(GitHubTimeoutError)
  })

  it('takes its addresses from the configuration', () => {
    const configured = githubClient(
      {},
      { GITHUB_API_URL: 'https://ghe.example/api/v3/', GITHUB_RAW_URL: 'https://raw.ghe.example', GITHUB_GRAPHQL_URL: 'https://ghe.example/api/graphql' },
    )
    expect([configured.apiUrl, configured.rawUrl, configured.graphqlUrl]).toEqual([
      'https://ghe.example/api/v3',
      'https://raw.ghe.example',
      'https://ghe.example/api/graphql',
    ])
  })
})
