/**
 * The llms files of a library's latest docs, from its page list: `llms.txt` (every page with a
 * one-line description, grouped like the sidebar, framework pages per framework) and
 * `llms-full.txt` (the whole docs as one Markdown stream: neutral pages once, then the pages of
 * each framework). Both are written as a stream while the pages are read, and kept per commit
 * when small enough, so memory stays bounded whatever the size of the docs.
 */
import { memoryShare, onFirstUse } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { docPathOf, docsBase } from '~/lib/docs/address'
import type { DocPageEntry } from '~/lib/docs/page-list'
import { buildNavigation, sidebarFor } from '~/lib/docs/sidebar'
import { frameworkLabel } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { LATEST } from '~/site/versions'
import { admitStreamedWork } from '~/server/http/work-scheduler'
import { loadPageList, type LoadedPageList } from '~/server/content/page-list'
import { docPageMarkdown } from './service'
import { libraryCopy } from '~/site/libraries/copy'

export type LlmsKind = 'index' | 'full'

/** A generated file larger than this is streamed every time rather than kept. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024
// Made on first use: the memory plan reads the configuration, which a module must not do as it loads.
const kept = onFirstUse(() => new LRUCache<string, string>({ maxSize: memoryShare('llms'), sizeCalculation: (text) => 2 * text.length || 1 }))

type Group = { heading: string; pages: { label: string; entry: DocPageEntry }[] }

/**
 * The pages in sidebar order: the sections shared by every framework, then per framework its
 * own sections, then the pages the config does not link (reference pages, say).
 */
function groups(library: Library, list: LoadedPageList): { shared: Group[]; byFramework: { framework: string; groups: Group[] }[]; other: Group } {
  const base = docsBase(library.id, LATEST)
  const navigation = buildNavigation(list, base)
  const seen = new Set<string>()
  const pageOf = (href: string) => list.byPage.get(href.slice(base.length + 1).replace(/#.*$/, ''))
  const toGroups = (sections: ReturnType<typeof sidebarFor>) =>
    sections
      .map((section) => ({
        heading: section.label,
        pages: section.items.flatMap((item) => {
          const entry = item.external ? undefined : pageOf(item.href)
          if (!entry || seen.has(entry.page)) return []
          seen.add(entry.page)
          return [{ label: item.label, entry }]
        }),
      }))
      .filter((group) => group.pages.length > 0)
  const shared = toGroups(sidebarFor({ ...navigation, sections: navigation.sections.map((s) => ({ ...s, byFramework: {} })) }, undefined))
  const byFramework = list.frameworks.map((framework) => ({
    framework,
    groups: toGroups(sidebarFor({ ...navigation, sections: navigation.sections.map((s) => ({ ...s, items: [] })) }, framework)),
  }))
  const other = {
    heading: 'Other pages',
    pages: list.pages.filter((entry) => !seen.has(entry.page) && !isViewOfNeutral(list, entry)).map((entry) => ({ label: entry.page, entry })),
  }
  return { shared, byFramework, other }
}

/** A framework URL served from the neutral file: its content is already in the file once. */
function isViewOfNeutral(list: LoadedPageList, entry: DocPageEntry): boolean {
  return entry.framework !== null && !entry.file.startsWith(`${list.docsRoot}/framework/`)
}

function pageUrl(siteUrl: string, library: Library, entry: DocPageEntry): string {
  return new URL(docPathOf(library.id, LATEST, entry.page), siteUrl).href
}

async function* indexLines(library: Library, list: LoadedPageList, siteName: string, siteUrl: string): AsyncGenerator<string> {
  yield `# ${siteName} ${library.name}\n\n> ${libraryCopy(library.id).description}\n\n`
  yield `Every page is also available as Markdown: add \`.md\` to its URL. The whole docs in one file: ${new URL(`/${library.id}/llms-full.txt`, siteUrl).href}\n`
  const { shared, byFramework, other } = groups(library, list)
  const line = async ({ label, entry }: Group['pages'][number]) => {
    const page = await docPageMarkdown(library, list, entry).catch(() => undefined)
    const description = page?.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''
    return `- [${page?.title ?? label}](${pageUrl(siteUrl, library, entry)}.md)${description}\n`
  }
  for (const group of shared) {
    yield `\n## ${group.heading}\n\n`
    for (const page of group.pages) yield await line(page)
  }
  for (const { framework, groups: own } of byFramework) {
    if (!own.length) continue
    yield `\n## ${frameworkLabel(framework)}\n`
    for (const group of own) {
      yield `\n### ${group.heading}\n\n`
      for (const page of group.pages) yield await line(page)
    }
  }
  if (other.pages.length) {
    yield `\n## ${other.heading}\n\n`
    for (const page of other.pages) yield await line(page)
  }
}

async function* fullLines(library: Library, list: LoadedPageList, siteName: string, siteUrl: string): AsyncGenerator<string> {
  yield `# ${siteName} ${library.name}: the complete docs\n\n> ${libraryCopy(library.id).description}\n\n`
  const { shared, byFramework, other } = groups(library, list)
  const neutralFirst = [...shared.flatMap((g) => g.pages), ...other.pages.filter((p) => p.entry.framework === null)]
  const page = async ({ entry }: Group['pages'][number], heading: string) => {
    const twin = await docPageMarkdown(library, list, entry).catch(() => undefined)
    if (!twin) return ''
    return `\n---\n\n${heading} ${twin.title}\n\nURL: ${pageUrl(siteUrl, library, entry)}\n\n${twin.markdown}\n`
  }
  for (const entry of neutralFirst) yield await page(entry, '#')
  for (const { framework, groups: own } of byFramework) {
    const pages = [...own.flatMap((g) => g.pages), ...other.pages.filter((p) => p.entry.framework === framework)]
    if (!pages.length) continue
    yield `\n---\n\n# ${frameworkLabel(framework)}\n`
    for (const entry of pages) yield await page(entry, '##')
  }
}

/**
 * One llms file of a library's latest docs as a stream of text, or undefined when the latest
 * version cannot be read. A file kept for the current commit is sent as it is.
 */
export async function llmsStream(library: Library, kind: LlmsKind, siteName: string, siteUrl: string): Promise<ReadableStream<Uint8Array> | undefined> {
  const list = await loadPageList(library, LATEST)
  if (!list) return undefined
  const key = `${kind}:${library.id}@${list.contentId}:${siteName}:${siteUrl}`
  const encoder = new TextEncoder()
  const done = kept().get(key)
  if (done !== undefined) return new Blob([done]).stream()
  // Composing every page is charged to the client: admitted now (429 when the server is saturated),
  // each part's time added to the client's clock as the stream is read.
  const work = admitStreamedWork()
  const lines = kind === 'index' ? indexLines(library, list, siteName, siteUrl) : fullLines(library, list, siteName, siteUrl)
  const parts: string[] = []
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const started = performance.now()
      let next: IteratorResult<string>
      try {
        next = await lines.next()
      } catch (error) {
        work?.end()
        throw error
      } finally {
        work?.add(performance.now() - started)
      }
      if (next.done) {
        work?.end()
        if (size <= MAX_KEPT_BYTES) kept().set(key, parts.join(''))
        controller.close()
        return
      }
      size += next.value.length
      if (size <= MAX_KEPT_BYTES) parts.push(next.value)
      else parts.length = 0
      controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      work?.end()
      await lines.return(undefined)
    },
  })
}
