/**
 * Renders every page of the real docs (the corpus bundles: query main/v4/v3, router and start,
 * form) and the fixture repositories, through the page list and renderer the routes use: each
 * page has a title and sanitised markup. Links, anchors and images are `npm run docs:check`'s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realContent } from '../support/real-content'

const content = realContent('site-corpus-')
process.env.CONTENT_DIR = content.dir
process.env.CONTENT_SOURCE = 'local'

let docPage: typeof import('~/server/docs/doc-page')
let service: typeof import('~/server/docs/service')

beforeAll(async () => {
  docPage = await import('~/server/docs/doc-page')
  service = await import('~/server/docs/service')
}, 60_000)

afterAll(async () => {
  await (await import('~/server/content')).getContentSource().close?.()
  content.remove()
})

const targets = [
  { libraryId: 'query', version: 'latest', minimum: 400 },
  { libraryId: 'query', version: 'v4', minimum: 100 },
  { libraryId: 'query', version: 'v3', minimum: 50 },
  { libraryId: 'router', version: 'latest', minimum: 100 },
  { libraryId: 'start', version: 'latest', minimum: 50 },
  { libraryId: 'form', version: 'latest', minimum: 200 },
  { libraryId: 'table', version: 'latest', minimum: 5 },
  { libraryId: 'virtual', version: 'latest', minimum: 4 },
]

describe.each(targets)('$libraryId $version', (target) => {
  it('renders every page of the page list with a title and sanitised markup', async () => {
    const found = await docPage.pageListOf(target.libraryId, target.version)
    if (found.kind !== 'list') throw new Error(found.message)
    expect(found.list.pages.length).toBeGreaterThanOrEqual(target.minimum)
    for (const entry of found.list.pages) {
      const doc = await service.renderDocPage(found.library, target.version, found.list, entry)
      expect(doc, entry.file).toBeDefined()
      expect(doc?.title.trim(), entry.file).not.toBe('')
      // sanitised: no script elements, event-handler attributes or script URLs in real markup
      expect(doc?.html, entry.file).not.toMatch(/href="javascript:/i)
      expect(doc?.html.replace(/"[^"]*"/g, '""'), entry.file).not.toMatch(/<script\b|<[a-z][^>]*\son[a-z]+\s*=/i)
    }
  }, 180_000)
})
