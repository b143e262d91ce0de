/**
 * The "get started" part of a library's landing page, taken from the library's own docs at the
 * version shown: its install command as the docs' package-manager tabs, and a short code sample
 * with the page it comes from. Cached by content identity, like the pages it reads.
 */
import { LRUCache } from 'lru-cache'
import { codeSampleOf, installTabsFor, installTabsOf, npmPackagesOf, sampleMarkdown } from '~/lib/docs/landing-start'
import { defaultDocPage, findPage } from '~/lib/docs/page-list'
import { docPathOf, frameworkPageKey } from '~/lib/docs/address'
import type { Library } from '~/site/types'
import { renderDocSource } from './dialect'
import { pageListOf } from './doc-page'
import type { LoadedPageList } from '~/server/content/page-list'
import { docPageMarkdown } from './service'

export type LandingStart = {
  /** The install tabs, rendered like the docs' own (same markup, same tab script). */
  installHtml: string | undefined
  sample: { html: string; title: string; href: string } | undefined
}

const starts = new LRUCache<string, Promise<LandingStart>>({ max: 50 })

async function markdownOf(library: Library, list: LoadedPageList, page: string) {
  const entry = findPage(list, page)
  return entry ? docPageMarkdown(library, list, entry) : undefined
}

async function installBlock(library: Library, list: LoadedPageList): Promise<string | undefined> {
  const packages = new Map<string, string[]>()
  const pages: [string, string | undefined][] = [
    ['installation', list.frameworks[0]],
    ...list.frameworks.map((fw): [string, string] => [frameworkPageKey(fw, 'installation'), fw]),
  ]
  for (const [page, framework] of pages) {
    const doc = await markdownOf(library, list, page)
    if (!doc) continue
    const tabs = installTabsOf(doc.markdown)
    if (tabs) return tabs
    const found = npmPackagesOf(doc.markdown)
    if (found && framework && !packages.has(framework)) packages.set(framework, found)
    else if (found && !framework && !packages.size) packages.set('', found)
  }
  if (packages.size === 1 && packages.has('')) return installTabsFor(new Map([['all', packages.get('')!]]))
  return installTabsFor(packages)
}

async function codeSample(library: Library, version: string, list: LoadedPageList): Promise<LandingStart['sample']> {
  const first = list.frameworks[0]
  const pages = [
    first && frameworkPageKey(first, 'quick-start'),
    'quick-start',
    defaultDocPage(list, library),
    first && frameworkPageKey(first, 'overview'),
    'overview',
  ]
  for (const page of pages) {
    if (!page) continue
    const doc = await markdownOf(library, list, page)
    const sample = doc && codeSampleOf(doc.markdown)
    if (!doc || !sample) continue
    const rendered = await render(list, sampleMarkdown(sample), first)
    return { html: rendered, title: doc.title, href: docPathOf(library.id, version, page) }
  }
  return undefined
}

async function render(list: LoadedPageList, markdown: string, framework: string | undefined): Promise<string> {
  const filePath = `${list.docsRoot}/landing.md`
  const body = await renderDocSource({
    source: markdown,
    filePath,
    readFile: async () => undefined,
    links: { currentFile: filePath, docsRoot: list.docsRoot, docsBase: '/', repo: list.repo, branch: list.branch, assetBase: '/' },
    framework,
  })
  return body.html
}

/** The landing's install tabs and code sample at a version; nothing when the docs cannot be read. */
export async function getLandingStart(libraryId: string, version: string): Promise<LandingStart> {
  const found = await pageListOf(libraryId, version)
  if (found.kind === 'not-found') return { installHtml: undefined, sample: undefined }
  const { library, list } = found
  const key = `${library.id}@${list.contentId}:${version}`
  let pending = starts.get(key)
  if (!pending) {
    pending = (async () => {
      const [install, sample] = await Promise.all([installBlock(library, list), codeSample(library, version, list)])
      return { installHtml: install ? await render(list, install, list.frameworks[0]) : undefined, sample }
    })()
    pending.catch(() => starts.delete(key))
    starts.set(key, pending)
  }
  return pending
}
