/**
 * Search records of real corpus pages (form, from a git repository cloned from its bundle):
 * hierarchy, anchors that exist in the rendered page, and text without markup.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloneCorpus, tempDir } from '../support/git-fixture'

const workspace = tempDir('site-search-records-')
process.env.CONTENT_DIR = path.join(workspace.dir, 'repos')
process.env.CONTENT_SOURCE = 'local'

let crawl: typeof import('~/server/search/crawl')
let service: typeof import('~/server/docs/service')
let content: typeof import('~/server/content')

beforeAll(async () => {
  cloneCorpus('form', path.join(workspace.dir, 'repos', 'form'))
  crawl = await import('~/server/search/crawl')
  service = await import('~/server/docs/service')
  content = await import('~/server/content')
}, 60_000)

afterAll(async () => {
  await content.getContentSource().close?.()
  workspace.remove()
})

describe('search records of the form docs', () => {
  it('lists the pages of the page list, with framework pages resolved like the routes', async () => {
    const [target] = crawl.docTargets(crawl.searchLibraries('form'))
    const pages = await crawl.pageTargets(target!)
    const urls = pages.map((p) => p.url)
    expect(urls).toContain('/form/latest/docs/overview')
    expect(urls).toContain('/form/latest/docs/framework/react/guides/validation')
    expect(urls.some((u) => u.includes('/examples/'))).toBe(false)
    const validation = pages.find((p) => p.url === '/form/latest/docs/framework/react/guides/validation')!
    expect(validation.framework).toBe('react')
    expect(validation.frameworks).toEqual(['react'])
    // A framework-neutral page is for the readers of every framework, so a framework filter keeps it.
    const overview = pages.find((p) => p.url === '/form/latest/docs/overview')!
    expect(overview.framework).toBeNull()
    expect(overview.frameworks).toEqual(expect.arrayContaining(['react', 'vue', 'solid']))
    expect(validation.entry.file).toBe('docs/framework/react/guides/validation.md')
  })

  it('turns every page into records whose anchors exist and whose text has no markup', async () => {
    const [target] = crawl.docTargets(crawl.searchLibraries('form'))
    const pages = (await crawl.pageTargets(target!)).filter((p) => p.framework === null || p.framework === 'react')
    let total = 0
    for (const page of pages) {
      const records = await crawl.recordsOfPage(page)
      const doc = await service.renderDocPage(page.library, page.version, page.list, page.entry)
      expect(doc, page.url).toBeDefined()
      const ids = new Set([...doc!.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))
      for (const record of records) {
        total++
        expect(record.hierarchy.lvl0).toBe('Form')
        expect(record.hierarchy.lvl1).toBe(doc!.title)
        expect(record.version).toBe('latest')
        const [url, anchor] = record.url.split('#')
        expect(url).toBe(page.url)
        if (anchor) expect(ids.has(anchor), record.url).toBe(true)
        // a section opened by a heading carries it among lvl2–lvl6
        const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
        if (anchor) expect([lvl2, lvl3, lvl4, lvl5, lvl6].some(Boolean), record.url).toBe(true)
        // Code samples keep their text (tags included, as written); rendered markup never appears.
        expect(record.content).not.toMatch(/--shiki|md-heading-anchor|class="(md-|shiki|line)|<a href="\/form\//)
        expect(record.content).not.toMatch(/&(lt|gt|amp|quot);/)
      }
    }
    expect(total).toBeGreaterThan(100)
  }, 120_000)

  it('records the headings above a section of the validation guide', async () => {
    const [target] = crawl.docTargets(crawl.searchLibraries('form'))
    const page = (await crawl.pageTargets(target!)).find((p) => p.url === '/form/latest/docs/framework/react/guides/validation')!
    const records = await crawl.recordsOfPage(page)
    const nested = records.find((r) => r.hierarchy.lvl3)
    expect(nested).toBeDefined()
    expect(nested!.hierarchy.lvl2).toBeTruthy()
    const doc = await service.renderDocPage(page.library, page.version, page.list, page.entry)
    const headings = doc!.headings
    const h3 = headings.find((h) => nested!.url.endsWith(`#${h.id}`))
    expect(h3?.level).toBe(3)
    expect(nested!.hierarchy.lvl3).toBe(h3!.text)
  })
})
