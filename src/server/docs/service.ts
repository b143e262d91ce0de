import type { Root as HastRoot } from 'hast'
import { LRUCache } from 'lru-cache'
import { approximateBytes, memoryShare, onFirstUse } from '~/server/memory-plan'
import type { Heading } from '~/server/markdown'
import { snapshotOf } from '~/server/content/snapshot'
import { docsBase } from '~/lib/docs/address'
import { findPage, type DocPageEntry } from '~/lib/docs/page-list'
import type { Library } from '~/site/types'
import { isLatestVersion, LATEST } from '~/site/versions'
import { chargeWork, WorkRefused, workRefusedHere } from '~/server/http/work-scheduler'
import { hasTypeScriptFence } from '~/server/snippets/files'
import { snippetPageState } from '~/server/snippets/page-data'
import type { SnippetPageData } from '~/server/snippets/decorate'
import { composeDocMarkdown, renderDocSource } from './dialect'
import type { LinkContext } from './dialect'
import type { LoadedPageList } from '~/server/content/page-list'
import { isChildJobProcess } from '~/server/child-job'
import { childJobHeapMb } from '~/server/child-job-turns'
import {
  childSourceBytes,
  INDEXED_SOURCE_BYTES,
  IN_PROCESS_SOURCE_BYTES,
  MAX_PAGE_SOURCE_BYTES,
  truncateSource,
  truncationNoticeHtml,
  truncationNoticeMarkdown,
} from './page-size'
import { renderInChild, rendersInChild } from './render-child'

/**
 * How much of a page the search index reads: `INDEXED_SOURCE_BYTES`, or in a child job (an index
 * build worker, whose heap is the child jobs' part of the memory plan) no more than a render child
 * of that heap shows, so a worker rendering two pages at once without highlighting stays within
 * its heap (the first 256 KB of a generated reference ran a 74 MB worker out of memory).
 */
function indexedSourceBytes(): number {
  if (!isChildJobProcess()) return INDEXED_SOURCE_BYTES
  return Math.min(INDEXED_SOURCE_BYTES, childSourceBytes(childJobHeapMb()))
}

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
  /** The HTML's tree, when the render was asked for it (the search index's). */
  tree?: HastRoot
  /** Its TypeScript blocks are shown plain until the background check stores their verdicts (a copy to keep briefly). */
  checksPending?: boolean
}

/** Rendered pages by content identity, within their share of the memory plan (`src/server/memory-plan.ts`). */
let renderedCache: LRUCache<string, { value: RenderedDoc | null }, () => Promise<RenderedDoc | null>> | undefined
function docCache() {
  renderedCache ??= new LRUCache({
    maxSize: memoryShare('docs'),
    sizeCalculation: (entry) => Math.max(1, approximateBytes(entry.value)),
    // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
    ignoreFetchAbort: true,
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

/** Where a cut page's notice sends the reader: the whole file in the repository. */
function fileUrl(library: Library, list: LoadedPageList, file: string): string {
  return `https://github.com/${library.repo}/blob/${list.branch}/${file}`
}

/** A file of the page's commit, cut to `maxBytes` (page-size.ts): what a page and the files its `ref:` names are read as. */
function readBounded(list: LoadedPageList, maxBytes: number) {
  const content = snapshotOf(list)
  return async (path: string) => {
    const text = await content.readText(path)
    return text === undefined ? undefined : truncateSource(text, maxBytes)
  }
}

/**
 * One page through the docs pipeline; `plainCode` leaves code blocks as text (no Shiki) and reads
 * only as much of the page as the search index keeps.
 */
async function renderFromSnapshot(
  library: Library,
  version: string,
  list: LoadedPageList,
  entry: DocPageEntry,
  {
    checksPending,
    source: known,
    maxBytes: pageBytes = MAX_PAGE_SOURCE_BYTES,
    ...options
  }: { plainCode?: boolean; tree?: boolean; snippets?: SnippetPageData; checksPending?: boolean; source?: string; maxBytes?: number } = {},
): Promise<RenderedDoc | null> {
  const maxBytes = options.plainCode ? indexedSourceBytes() : pageBytes
  const read = readBounded(list, maxBytes)
  // The page's text when the caller has read it already (to see its size).
  const bounded = known === undefined ? await read(entry.file) : truncateSource(known, maxBytes)
  if (bounded === undefined) return null
  const { source, truncation } = bounded
  const rendered = await renderDocSource({
    source,
    filePath: entry.file,
    readFile: async (path) => (await read(path))?.source,
    links: linkContext(library, version, list, entry.file),
    framework: entry.framework ?? undefined,
    ...options,
  })
  const notice = truncation && !options.plainCode ? truncationNoticeHtml(truncation, fileUrl(library, list, entry.file)) : ''
  const html = notice ? `${notice}${rendered.html}${notice}` : rendered.html
  const doc: RenderedDoc = {
    ...rendered,
    html,
    filePath: entry.file,
    editUrl: `https://github.com/${library.repo}/edit/${list.branch}/${entry.file}`,
    contentId: list.contentId,
  }
  return checksPending && hasTypeScriptFence(source) ? { ...doc, checksPending: true } : doc
}

/** A page rendered in this process, with its code verdicts (a long page's child process renders with this). */
export async function renderDocPageHere(
  library: Library,
  version: string,
  list: LoadedPageList,
  entry: DocPageEntry,
  maxBytes = MAX_PAGE_SOURCE_BYTES,
): Promise<RenderedDoc | undefined> {
  const { data: snippets, pending } = await snippetPageState(library, list, entry.file)
  return (await renderFromSnapshot(library, version, list, entry, { snippets, checksPending: pending, maxBytes })) ?? undefined
}

/**
 * One page of a page list rendered to HTML. Cached by what the HTML depends on: the library
 * (router and start share a repository), the commit, the file, the framework that framework
 * blocks show, and the version its links use. A page longer than `IN_PROCESS_SOURCE_BYTES` is
 * rendered in a child process (render-child.ts); charged to the reader all the same, but without
 * taking the turn of work on the event loop, which it leaves free.
 */
export async function renderDocPage(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<RenderedDoc | undefined> {
  const framework = entry.framework ?? undefined
  // A page rendered before its code was checked is kept under its own key: once the verdicts land
  // (or the check found nothing to show), the key changes.
  const { data: snippets, pending } = await snippetPageState(library, list, entry.file)
  const key = `${library.id}@${list.contentId}:${entry.file}:${framework ?? ''}:${linkVersion(library, version)}:${snippets ? 'checked' : pending ? 'pending' : 'plain'}`
  // A render on a cold cache is the expensive part of a doc page: it takes the reader's turn in the queue of expensive work.
  const render = async () => {
    const source = rendersInChild() ? await snapshotOf(list).readText(entry.file) : undefined
    if (source !== undefined && source.length > IN_PROCESS_SOURCE_BYTES) {
      return chargeWork(() => renderInChild({ mode: 'html', library: library.id, version, page: entry.page }), { turn: false })
    }
    return chargeWork(() => renderFromSnapshot(library, version, list, entry, { snippets, checksPending: pending, source }), { kind: 'render' })
  }
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
 * Shiki), no entry in the page cache — the index build reads each page once — and the page's
 * tree with its HTML, which the records are read from.
 */
export async function renderDocPageText(
  library: Library,
  version: string,
  list: LoadedPageList,
  entry: DocPageEntry,
): Promise<(RenderedDoc & { tree: HastRoot }) | undefined> {
  const doc = await renderFromSnapshot(library, version, list, entry, { plainCode: true, tree: true })
  return doc?.tree ? { ...doc, tree: doc.tree } : undefined
}

/**
 * A page rendered for the docs check, with its code verdicts and its tree (the body the page
 * shows, without the notice of a cut page), which the check reads ids, links and images from.
 * In this process and not cached: the check reads each page once.
 */
export async function renderDocPageTree(
  library: Library,
  version: string,
  list: LoadedPageList,
  entry: DocPageEntry,
): Promise<(RenderedDoc & { tree: HastRoot }) | undefined> {
  const { data: snippets } = await snippetPageState(library, list, entry.file)
  const doc = await renderFromSnapshot(library, version, list, entry, { snippets, tree: true })
  return doc?.tree ? { ...doc, tree: doc.tree } : undefined
}

export type DocMarkdownBody = { title: string; description?: string; markdown: string }

/** Composed Markdown by commit and file, within its share of the memory plan: the llms files read every page of a library. */
const markdownCache = onFirstUse(
  () =>
    new LRUCache<string, { value: DocMarkdownBody | null }, () => Promise<DocMarkdownBody | null>>({
      maxSize: memoryShare('markdown'),
      sizeCalculation: (entry) => 2 * (entry.value?.markdown.length ?? 0) + 200,
      // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    }),
)

/** A page's Markdown composed in this process (a long page's child process composes with this). */
export async function composeFromSnapshot(
  library: Library,
  list: LoadedPageList,
  entry: DocPageEntry,
  known?: string,
  maxBytes = MAX_PAGE_SOURCE_BYTES,
): Promise<DocMarkdownBody | null> {
  const read = readBounded(list, maxBytes)
  const bounded = known === undefined ? await read(entry.file) : truncateSource(known, maxBytes)
  if (bounded === undefined) return null
  const composed = await composeDocMarkdown({ source: bounded.source, filePath: entry.file, readFile: async (path) => (await read(path))?.source })
  const markdown = composed.markdown.trim()
  const notice = bounded.truncation ? `\n\n${truncationNoticeMarkdown(bounded.truncation, fileUrl(library, list, entry.file))}` : ''
  return { title: composed.title, description: composed.description, markdown: `${markdown}${notice}` }
}

/** A page's Markdown after `ref`/`replace`, with its title and description: for `….md` URLs and the llms files. */
export async function docPageMarkdown(library: Library, list: LoadedPageList, entry: DocPageEntry): Promise<DocMarkdownBody | undefined> {
  const compose = async (): Promise<DocMarkdownBody | null> => {
    const source = rendersInChild() ? await snapshotOf(list).readText(entry.file) : undefined
    if (source !== undefined && source.length > IN_PROCESS_SOURCE_BYTES) {
      return chargeWork(
        () => renderInChild({ mode: 'markdown', library: library.id, version: list.branch === library.latestBranch ? LATEST : list.branch, page: entry.page }),
        { turn: false },
      )
    }
    return chargeWork(() => composeFromSnapshot(library, list, entry, source), { kind: 'markdown' })
  }
  return (await markdownCache().fetch(`${library.repo}@${list.contentId}:${entry.file}`, { context: compose }))?.value ?? undefined
}
