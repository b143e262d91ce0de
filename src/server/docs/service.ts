import { LRUCache } from 'lru-cache'
import { approximateBytes, memoryShare } from '~/server/memory-plan'
import type { Heading } from '~/server/markdown'
import { snapshotOf } from '~/server/content/snapshot'
import { docsBase } from '~/lib/docs/paths'
import { findPage, type DocPageEntry } from '~/lib/docs/page-list'
import type { Library } from '~/site/types'
import { isLatestVersion, LATEST } from '~/site/versions'
import { chargeWork, WorkRefused, workRefusedHere } from '~/server/http/work-scheduler'
import { hasTypeScriptFence } from '~/server/snippets/files'
import { snippetPageState } from '~/server/snippets/page-data'
import type { SnippetPageData } from '~/server/snippets/decorate'
import { composeDocMarkdown, renderDocSource } from './dialect'
import type { LinkContext } from './dialect'
import type { LoadedPageList } from './page-list'

export type RenderedDoc = {
  title: string
  description?: string
  html: string
  headings: Heading[]
  filePath: string
  editUrl: string
  /** Identity of the content it was rendered from (a commit, or a folder generation). */
  contentId: string
  /** A notice standing in for a page whose source could not be reached (see unavailable.ts). */
  unavailable?: boolean
  /** Its TypeScript blocks are shown plain until the background check stores their verdicts (a copy to keep briefly). */
  checksPending?: boolean
}

/** Rendered pages by content identity, within their share of the memory plan (`src/server/memory-plan.ts`). */
let renderedCache: LRUCache<string, { value: RenderedDoc | null }, () => Promise<RenderedDoc | null>> | undefined
function docCache() {
  renderedCache ??= new LRUCache({
    maxSize: memoryShare('docs'),
    sizeCalculation: (entry) => Math.max(1, approximateBytes(entry.value)),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  })
  return renderedCache
}

/** The version segment a rendered page's links use: `latest` for the latest branch. */
function linkVersion(library: Library, version: string): string {
  return isLatestVersion(library, version) ? LATEST : version
}

function linkContext(library: Library, version: string, list: LoadedPageList, file: string): LinkContext {
  const urlVersion = linkVersion(library, version)
  return {
    currentFile: file,
    docsRoot: list.docsRoot,
    docsBase: docsBase(library.id, urlVersion),
    repo: library.repo,
    branch: list.branch,
    assetBase: `/docs-assets/${library.id}/${urlVersion}`,
    isPage: (path) => path.startsWith(`${list.docsRoot}/`) && findPage(list, path.slice(list.docsRoot.length + 1)) !== undefined,
  }
}

/** One page through the docs pipeline; `plainCode` leaves code blocks as text (no Shiki). */
async function renderFromSnapshot(
  library: Library,
  version: string,
  list: LoadedPageList,
  entry: DocPageEntry,
  { checksPending, ...options }: { plainCode?: boolean; snippets?: SnippetPageData; checksPending?: boolean } = {},
): Promise<RenderedDoc | null> {
  const content = snapshotOf(list)
  const source = await content.readText(entry.file)
  if (source === undefined) return null
  const rendered = await renderDocSource({
    source,
    filePath: entry.file,
    readFile: (path) => content.readText(path),
    links: linkContext(library, version, list, entry.file),
    framework: entry.framework ?? undefined,
    ...options,
  })
  const doc: RenderedDoc = { ...rendered, filePath: entry.file, editUrl: `https://github.com/${library.repo}/edit/${list.branch}/${entry.file}`, contentId: list.contentId }
  return checksPending && hasTypeScriptFence(source) ? { ...doc, checksPending: true } : doc
}

/**
 * One page of a page list rendered to HTML. Cached by what the HTML depends on: the library
 * (router and start share a repository), the commit, the file, the framework that framework
 * blocks show, and the version its links use.
 */
export async function renderDocPage(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<RenderedDoc | undefined> {
  const framework = entry.framework ?? undefined
  // A page rendered before its code was checked is kept under its own key: once the verdicts land
  // (or the check found nothing to show), the key changes.
  const { data: snippets, pending } = await snippetPageState(library, list, entry.file)
  const key = `${library.id}@${list.contentId}:${entry.file}:${framework ?? ''}:${linkVersion(library, version)}:${snippets ? 'checked' : pending ? 'pending' : 'plain'}`
  // A render on a cold cache is the expensive part of a doc page: charged to the reader's work budget.
  const render = () => chargeWork(() => renderFromSnapshot(library, version, list, entry, { snippets, checksPending: pending }), { kind: 'render' })
  try {
    return (await docCache().fetch(key, { context: render }))?.value ?? undefined
  } catch (error) {
    // Joined another reader's render that their budget refused: render it on this reader's own.
    if (!(error instanceof WorkRefused) || workRefusedHere(error)) throw error
    const value = await render()
    docCache().set(key, { value })
    return value ?? undefined
  }
}

/**
 * A page rendered for the search index: the same pipeline, but code blocks as plain text (no
 * Shiki) and no entry in the page cache — the index build reads each page once.
 */
export async function renderDocPageText(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<RenderedDoc | undefined> {
  return (await renderFromSnapshot(library, version, list, entry, { plainCode: true })) ?? undefined
}

export type DocMarkdownBody = { title: string; description?: string; markdown: string }

/** Composed Markdown by commit and file, bounded by size: the llms files read every page of a library. */
const markdownCache = new LRUCache<string, { value: DocMarkdownBody | null }, () => Promise<DocMarkdownBody | null>>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry) => (entry.value?.markdown.length ?? 0) + 200,
  fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
})

/** A page's Markdown after `ref`/`replace`, with its title and description: for `….md` URLs and the llms files. */
export async function docPageMarkdown(library: Library, list: LoadedPageList, entry: DocPageEntry): Promise<DocMarkdownBody | undefined> {
  const compose = async (): Promise<DocMarkdownBody | null> => {
    const content = snapshotOf(list)
    const source = await content.readText(entry.file)
    if (source === undefined) return null
    const composed = await chargeWork(() => composeDocMarkdown({ source, filePath: entry.file, readFile: (path) => content.readText(path) }), { kind: 'markdown' })
    return { title: composed.title, description: composed.description, markdown: composed.markdown.trim() }
  }
  return (await markdownCache.fetch(`${library.repo}@${list.contentId}:${entry.file}`, { context: compose }))?.value ?? undefined
}
