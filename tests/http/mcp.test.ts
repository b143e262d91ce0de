/**
 * The MCP server at /api/mcp, driven by the SDK's own client against the built server on the
 * real Query docs (the corpus bundle), and the whole Form repository (docs, and the source whose
 * printed messages are indexed).
 */
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloneCorpus, tempDir } from '../support/git-fixture'
import { waitForSearchIndex } from '../support/search-index'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = tempDir('site-mcp-')
let server: RunningServer
let client: Client

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean }
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult
const textOf = (result: ToolResult) => result.content.map((c) => c.text).join('\n')

beforeAll(async () => {
  cloneCorpus('query', path.join(workspace.dir, 'repos', 'query'))
  cloneCorpus('form', path.join(workspace.dir, 'repos', 'form'), 'full')
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query,form',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    MCP_REQUESTS_PER_MINUTE: '40',
  })
  // Searches answer from the libraries indexed so far; these tests want the whole of Query and Form in.
  await waitForSearchIndex(server.url)
  client = new Client({ name: 'docs-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)))
}, 120_000)

afterAll(async () => {
  await client?.close()
  await server?.stop()
  workspace.remove()
})

describe('the MCP server', () => {
  it('initializes and lists its tools', async () => {
    expect(client.getServerVersion()?.name).toBe('TanStack docs')
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_doc',
      'get_example_file',
      'list_api_changes',
      'list_examples',
      'list_libraries',
      'report_doc_problem',
      'search_docs',
    ])
    for (const tool of tools) expect(tool.description).toMatch(/\w{3,}/)
  })

  it('lists the libraries with their versions', async () => {
    const result = await call('list_libraries', {})
    expect(textOf(result)).toMatch(/- query: TanStack Query — .*Versions: latest, v5, v4, v3/)
  })

  it('finds an API’s reference page with the site’s search', async () => {
    const result = await call('search_docs', { query: 'useQuery', library: 'query', framework: 'react' })
    expect(result.isError).toBeFalsy()
    const urls = [...textOf(result).matchAll(/http:\/\/localhost:3000(\/\S+)/g)].map((m) => m[1]!)
    expect(urls.slice(0, 3).some((url) => url.startsWith('/query/latest/docs/framework/react/reference/useQuery'))).toBe(true)
  }, 120_000)

  it("answers a question with its best section named, in the site search's own reading", async () => {
    const result = textOf(
      await call('search_docs', { query: 'How do I run a query only after another query has finished?', library: 'query', framework: 'react' }),
    )
    expect(result).toMatch(/^Best section for this question: .+ — http:\/\/localhost:3000\/query\/latest\/docs\/\S+/)
    expect(textOf(await call('search_docs', { query: 'useQuery', library: 'query' }))).not.toContain('Best section')
  }, 120_000)

  it('says which library and package print a pasted message, however long, and finds the page about it', async () => {
    const message =
      'Uncaught Error: `formContext` only works when within a `formComponent` passed to `createFormHook` at useFormContext (createFormHook.tsx:112:11) at SubmitButton (SubmitButton.tsx:4:18) at renderWithHooks (react-dom.development.js:16305:18)'
    const result = await call('search_docs', { query: message })
    expect(result.isError).toBeFalsy()
    const body = textOf(result)
    expect(body).toMatch(
      /^This is a message TanStack Form prints \(packages [^)]*@tanstack\/react-form[^)]*\): "`formContext` only works when within a `formComponent` passed to `createFormHook`", from `useFormContext`/,
    )
    const urls = [...body.matchAll(/http:\/\/localhost:3000(\/\S+)/g)].map((m) => m[1]!.split('#')[0])
    expect(urls.slice(0, 4)).toContain('/form/latest/docs/framework/react/guides/form-composition')
  }, 120_000)

  it('reads a page as Markdown by identity and by URL', async () => {
    const byIdentity = textOf(await call('get_doc', { library: 'query', framework: 'react', page: 'reference/useQuery' }))
    expect(byIdentity).toMatch(/^# useQuery\n\nURL: http:\/\/localhost:3000\/query\/latest\/docs\/framework\/react\/reference\/useQuery\n/)
    expect(byIdentity).toContain('```tsx')
    const byUrl = textOf(await call('get_doc', { url: 'http://localhost:3000/query/latest/docs/framework/react/reference/useQuery' }))
    expect(byUrl).toBe(byIdentity)
    const v4 = textOf(await call('get_doc', { url: '/query/v4/docs/framework/react/overview' }))
    expect(v4).toMatch(/^# Overview/)
  })

  it('lists the API renamed between Query v4 and v5, derived from the real docs', async () => {
    const result = await call('list_api_changes', { library: 'query', from: 'v4' })
    expect(result.isError).toBeFalsy()
    const answer = textOf(result)
    expect(answer).toMatch(/^# Query API changes from v4 to v5\n/)
    for (const rename of ['cacheTime → gcTime', 'useErrorBoundary → throwOnError', 'keepPreviousData → placeholderData'])
      expect(answer).toContain(`- ${rename} (`)
    const removed = answer.slice(answer.indexOf('## Removed'), answer.indexOf('## Added'))
    expect(removed).toContain('- isDataEqual (http://localhost:3000/query/v4/docs/')
    expect(removed).not.toContain('- cacheTime ')
    const wrongWay = await call('list_api_changes', { library: 'query', from: 'latest', to: 'v4' })
    expect(wrongWay.isError).toBe(true)
  })

  it('answers bad arguments and missing pages with tool errors', async () => {
    const missing = await call('get_doc', { library: 'query', page: 'no/such/page' })
    expect(missing.isError).toBe(true)
    expect(textOf(missing)).toContain('There is no page "no/such/page"')
    const wrongType = await call('search_docs', { query: 42 })
    expect(wrongType.isError).toBe(true)
    expect(textOf(wrongType)).toMatch(/query/i)
    const tooMany = await call('search_docs', { query: 'x', limit: 500 })
    expect(tooMany.isError).toBe(true)
    const noLibrary = await call('list_examples', { library: 'nope' })
    expect(noLibrary.isError).toBe(true)
    expect(textOf(noLibrary)).toContain('Library with id "nope" not found')
  })

  it('says when a library has no examples rather than failing', async () => {
    const result = await call('list_examples', { library: 'query' })
    expect(result.isError).toBeFalsy()
    expect(textOf(result)).toContain('has no examples')
  })

  it('refuses a body over 64 KB with 413 and JSON nested too deep with 400, before parsing it', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body })
    const big = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }))
    expect(big.status).toBe(413)
    const deep = await post(`${'['.repeat(500)}${']'.repeat(500)}`)
    expect(deep.status).toBe(400)
  })

  it('refuses other methods, and answers 429 with Retry-After past the per-client budget', async () => {
    expect((await fetch(`${server.url}/api/mcp`)).status).toBe(405)
    let limited: Response | undefined
    for (let i = 0; i < 60 && !limited; i++) {
      const response = await fetch(`${server.url}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/list' }),
      })
      if (response.status === 429) limited = response
      else await response.arrayBuffer()
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
