import { LRUCache } from 'lru-cache'
import type { Heading } from '~/server/markdown'
import { getConfig } from '~/server/config'
import { getContentSource } from '~/server/content'
import { ContentUnavailableError } from '~/server/content/types'
import { parseDocsConfig, type DocsConfig } from '~/lib/docs/config-schema'
import { docsBase } from '~/lib/docs/paths'
import type { DocPageEntry } from '~/lib/docs/page-list'
import type { Library } from '~/site/types'
import { isLatestVersion, LATEST } from '~/site/versions'
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
}

/**
 * The content identity of a branch, re-resolved at most every REF_TTL_MS: every cache below is
 * keyed by it, so a hit is always the content of the current commit. Callers asking at once
 * share one look-up; while the source is away, the last identity keeps what was rendered from
 * it servable. Bounded: refs a request names that no catalogue version maps to must not grow it.
 */
let refCache: LRUCache<string, { id: string | undefined }, { repo: string; branch: string }> | undefined

function refs() {
  refCache ??= new LRUCache({
    max: 1000,
    // lru-cache reads a ttl of 0 as "forever"; 1 ms re-resolves on every request.
    ttl: Math.max(1, getConfig().REF_TTL_MS),
    // The clock is read at every look-up: lru-cache's default reuses a reading until a timer
    // clears it, and a busy event loop would then see an old commit as fresh.
    ttlResolution: 0,
    fetchMethod: async (_key, stale, { context }) => {
      try {
        return { id: await getContentSource().resolveRef(context.repo, context.branch) }
      } catch (error) {
        if (error instanceof ContentUnavailableError && stale?.id) return stale
        throw error
      }
    },
  })
  return refCache
}

export async function currentContentId(repo: string, branch: string): Promise<string | undefined> {
  return (await refs().fetch(`${repo}@${branch}`, { context: { repo, branch } }))?.id
}

/** Rendered pages by content identity, bounded by the size of their HTML (DOCS_CACHE_MB). */
let renderedCache: LRUCache<string, { value: RenderedDoc | null }, () => Promise<RenderedDoc | null>> | undefined
/** Docs configs by content identity, bounded by the size of their JSON. */
const configCache = new LRUCache<string, { value: DocsConfig | null }, () => Promise<DocsConfig | null>>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (entry) => JSON.stringify(entry.value ?? null).length + 100,
  fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
})

function docCache() {
  renderedCache ??= new LRUCache({
    maxSize: getConfig().DOCS_CACHE_MB * 1024 * 1024,
    sizeCalculation: (entry) => (entry.value ? entry.value.html.length + JSON.stringify(entry.value.headings).length + 500 : 100),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  })
  return renderedCache
}

/**
 * The ref to read files at for a content identity: the commit itself for git repositories
 * (so every read of one render sees the same commit), the branch name for plain folders.
 */
export function readRefFor(contentId: string, branch: string): string {
  return contentId.startsWith('folder-') ? branch : contentId
}

async function readText(repo: string, ref: string, path: string): Promise<string | undefined> {
  return (await getContentSource().readFile(repo, ref, path))?.toString('utf8')
}

/** The docs navigation config of a repository's docs folder at a branch; undefined if absent. */
export async function loadDocsConfig(repo: string, branch: string, docsRoot: string): Promise<DocsConfig | undefined> {
  const contentId = await currentContentId(repo, branch)
  if (!contentId) return undefined
  const file = `${docsRoot.replace(/\/$/, '')}/config.json`
  const load = async () => {
    const text = await readText(repo, readRefFor(contentId, branch), file)
    return text === undefined ? null : parseDocsConfig(text, file)
  }
  return (await configCache.fetch(`${repo}@${contentId}:${file}`, { context: load }))?.value ?? undefined
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
    pageExists: (path) => {
      const page = path.startsWith(`${list.docsRoot}/`) ? path.slice(list.docsRoot.length + 1) : undefined
      return page !== undefined && (list.byPage.has(page) || list.byPage.has(`${page}/index`) || list.byPage.has(`${page}/README`))
    },
  }
}

/**
 * One page of a page list rendered to HTML. Cached by what the HTML depends on: the library
 * (router and start share a repository), the commit, the file, the framework that framework
 * blocks show, and the version its links use.
 */
export async function renderDocPage(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<RenderedDoc | undefined> {
  const framework = entry.framework ?? undefined
  const key = `${library.id}@${list.contentId}:${entry.file}:${framework ?? ''}:${linkVersion(library, version)}`
  const render = async (): Promise<RenderedDoc | null> => {
    const ref = readRefFor(list.contentId, list.branch)
    const source = await readText(library.repo, ref, entry.file)
    if (source === undefined) return null
    const rendered = await renderDocSource({
      source,
      filePath: entry.file,
      readFile: (path) => readText(library.repo, ref, path),
      links: linkContext(library, version, list, entry.file),
      framework,
    })
    return { ...rendered, filePath: entry.file, editUrl: `https://github.com/${library.repo}/edit/${list.branch}/${entry.file}`, contentId: list.contentId }
  }
  return (await docCache().fetch(key, { context: render }))?.value ?? undefined
}

/**
 * A page rendered for the search index: the same pipeline, but code blocks as plain text (no
 * Shiki) and no entry in the page cache — the index build reads each page once.
 */
export async function renderDocPageText(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<RenderedDoc | undefined> {
  const ref = readRefFor(list.contentId, list.branch)
  const source = await readText(library.repo, ref, entry.file)
  if (source === undefined) return undefined
  const rendered = await renderDocSource({
    source,
    filePath: entry.file,
    readFile: (path) => readText(library.repo, ref, path),
    links: linkContext(library, version, list, entry.file),
    framework: entry.framework ?? undefined,
    plainCode: true,
  })
  return { ...rendered, filePath: entry.file, editUrl: `https://github.com/${library.repo}/edit/${list.branch}/${entry.file}`, contentId: list.contentId }
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
    const ref = readRefFor(list.contentId, list.branch)
    const source = await readText(library.repo, ref, entry.file)
    if (source === undefined) return null
    const composed = await composeDocMarkdown({ source, filePath: entry.file, readFile: (path) => readText(library.repo, ref, path) })
    return { title: composed.title, description: composed.description, markdown: composed.markdown.trim() }
  }
  return (await markdownCache.fetch(`${library.repo}@${list.contentId}:${entry.file}`, { context: compose }))?.value ?? undefined
}

/** Forgets cached refs, e.g. after `content:sync` in tests or from the dashboard. */
export function forgetResolvedRefs() {
  refCache?.clear()
}
