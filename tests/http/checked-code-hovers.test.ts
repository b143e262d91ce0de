/**
 * Type hovers of checked code over HTTP, on the fixture `query` repository checked by
 * `docs:check --snippets`: the v4 page's checked blocks carry hover marks and the address of
 * their data, the hover route answers that data (cacheable for good), and bad addresses get a
 * 400 or a 404, never a file of another folder.
 */
import type { Element } from 'hast'
import { toString } from 'hast-util-to-string'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { elements, hasClass } from '../support/html'
import { startBuiltServer, type RunningServer } from '../support/server'
import { snippetWorkspace, writeSnippetFixture } from '../support/snippet-fixtures'

const workspace = snippetWorkspace('site-checked-code-hovers-')
const { env } = workspace
let server: RunningServer
let page = ''

beforeAll(async () => {
  writeSnippetFixture(env.CONTENT_DIR)
  await workspace.check('--library', 'query', '--version', 'v4', '--framework', 'react')
  server = await startBuiltServer(env)
  const response = await fetch(`${server.url}/query/v4/docs/framework/react/guides/caching`)
  expect(response.status).toBe(200)
  page = await response.text()
}, 240_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

type Hover = { text: string; doc?: string; html?: string }

const textOf = (element: Element) => (element.children[0] as { value: string }).value

/** The hovers of the checked block whose code holds `fragment`, with the marked identifiers in order. */
async function block(fragment: string) {
  const figure = elements(page, (node) => node.tagName === 'figure' && node.properties.dataSnippet === 'checked').find((node) =>
    elements(node, (child) => child.tagName === 'code').some((code) => toString(code).includes(fragment)),
  )
  expect(figure, fragment).toBeDefined()
  const address = String(figure!.properties.dataHovers)
  const marks = elements(figure!, (node) => node.properties.dataHover !== undefined)
  const response = await fetch(`${server.url}${address}`)
  return { address, marks, response }
}

describe('type hovers of checked blocks', () => {
  it('marks the identifiers of a checked block and serves their type and doc comment', async () => {
    const { address, marks, response } = await block('new QueryClient')
    expect(address).toMatch(/^\/api\/snippet-hovers\/[0-9a-f]{10}\/query\/[\w.-]+\/react\/[\w-]{20}$/)
    expect(marks.map(textOf)).toEqual(['queryClient', 'QueryClient'])
    expect(marks.map((mark) => mark.properties.tabIndex)).toEqual([0, undefined])
    expect(marks.every((mark) => hasClass(mark, 'md-hover'))).toBe(true)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const { hovers } = (await response.json()) as { hovers: Hover[] }
    const hoverOf = (name: string) => hovers[Number(marks.find((mark) => textOf(mark) === name)!.properties.dataHover)]
    expect(hoverOf('queryClient')).toEqual({ text: 'const queryClient: QueryClient', html: expect.any(String) })
    expect(hoverOf('QueryClient')).toEqual({ text: 'constructor QueryClient(): QueryClient', doc: 'Holds the cache of every query.', html: expect.any(String) })
    // Highlighted as the code is: the keyword and the names in the code's colour classes, light and dark.
    expect(hoverOf('queryClient')!.html).toMatch(
      /^<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">const<\/span><span class="l-[0-9a-f]{6} d-[0-9a-f]{6}"> queryClient<\/span>/,
    )
  })

  it('marks what the block continues from the one before it with its library type', async () => {
    // The block continues the one before it, whose `QueryClient` the rules import there too: the
    // client, its method and the option's key have the library's types.
    const { marks, response } = await block('invalidateQueries')
    expect(marks.map(textOf)).toEqual(['queryClient', 'invalidateQueries', 'queryKey'])
    const { hovers } = (await response.json()) as { hovers: Hover[] }
    expect(hovers[Number(marks[0]!.properties.dataHover)]).toMatchObject({ text: 'const queryClient: QueryClient' })
  })

  it("gives an option's key the doc comment of the option", async () => {
    const { marks, response } = await block('cacheTime')
    const { hovers } = (await response.json()) as { hovers: Hover[] }
    const cacheTime = marks.find((mark) => textOf(mark) === 'cacheTime')
    expect(hovers[Number(cacheTime!.properties.dataHover)]).toMatchObject({ doc: 'How long unused data stays in the cache, in milliseconds.' })
    expect(hovers[Number(marks.find((mark) => textOf(mark) === 'useQuery')!.properties.dataHover)]).toMatchObject({ doc: 'Subscribes a component to a query.' })
  })

  it('answers a malformed address with 400 and an unknown block, library or checker version with 404', async () => {
    const { address } = await block('new QueryClient')
    const [, , , checker, library, commit, framework, hash] = address.split('/')
    const status = async (path: string) => (await fetch(`${server.url}/api/snippet-hovers/${path}`)).status
    expect(await status(`${checker}/${library}/${commit}/${framework}/${'A'.repeat(20)}`)).toBe(404)
    expect(await status(`${checker}/store/${commit}/${framework}/${hash}`)).toBe(404)
    expect(await status(`${'0'.repeat(10)}/${library}/${commit}/${framework}/${hash}`)).toBe(404)
    expect(await status(`${checker}/${library}/${commit}/vue/${hash}`)).toBe(404)
    expect(await status(`${checker}/${library}/${commit}/${framework}/short`)).toBe(400)
    expect(await status(`not-a-key/${library}/${commit}/${framework}/${hash}`)).toBe(400)
    expect(await status(`${checker}/${library}/..%2F..%2F..%2Fetc/${framework}/${hash}`)).toBe(400)
    expect(await status(`${checker}/${library}/${commit}/Re%20act/${hash}`)).toBe(400)
  })
})
