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

type RefEntry = { id: string | undefined; at: number }
/** Bounded: refs a request names that no catalogue version maps to must not grow it without end. */
const refCache = new LRUCache<string, RefEntry>({ max: 1000 })

/**
 * The content identity of a branch, re-resolved at most every REF_TTL_MS. Every cache below is
 * keyed by it, so a hit is always the content of the current commit.
 */
export async function currentContentId(repo: string, branch: string): Promise<string | undefined> {
  const key = `${repo}@${branch}`
  const cached = refCache.get(key)
  const ttl = getConfig().REF_TTL_MS
  if (cached && Date.now() - cached.at < ttl) return cached.id
  let id: string | undefined
  try {
    id = await getContentSource().resolveRef(repo, branch)
  } catch (error) {
    // While the source is away, the last identity keeps what was rendered from it servable.
    if (error instanceof ContentUnavailableError && cached?.id) return cached.id
    throw error
  }
  refCache.set(key, { id, at: Date.now() })
  return id
}

let renderedCache: LRUCache<string, { value: RenderedDoc | null }> | undefined
const configCache = new LRUCache<string, { value: DocsConfig | null }>({ max: 200 })

function docCache() {
  renderedCache ??= new LRUCache({ max: getConfig().DOCS_CACHE_ENTRIES })
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
  const key = `${repo}@${contentId}:${file}`
  const cached = configCache.get(key)
  if (cached) return cached.value ?? undefined
  const text = await readText(repo, readRefFor(contentId, branch), file)
  const value = text === undefined ? null : parseDocsConfig(text, file)
  configCache.set(key, { value })
  return value ?? undefined
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
  const cached = docCache().get(key)
  if (cached) return cached.value ?? undefined
  const ref = readRefFor(list.contentId, list.branch)
  const source = await readText(library.repo, ref, entry.file)
  let value: RenderedDoc | null = null
  if (source !== undefined) {
    const rendered = await renderDocSource({
      source,
      filePath: entry.file,
      readFile: (path) => readText(library.repo, ref, path),
      links: linkContext(library, version, list, entry.file),
      framework,
    })
    value = { ...rendered, filePath: entry.file, editUrl: `https://github.com/${library.repo}/edit/${list.branch}/${entry.file}`, contentId: list.contentId }
  }
  docCache().set(key, { value })
  return value ?? undefined
}

export type DocMarkdownBody = { title: string; description?: string; markdown: string }

/** Composed Markdown by commit and file, bounded by size: the llms files read every page of a library. */
const markdownCache = new LRUCache<string, { value: DocMarkdownBody | null }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry) => (entry.value?.markdown.length ?? 0) + 200,
})

/** A page's Markdown after `ref`/`replace`, with its title and description: for `….md` URLs and the llms files. */
export async function docPageMarkdown(library: Library, list: LoadedPageList, entry: DocPageEntry): Promise<DocMarkdownBody | undefined> {
  const key = `${library.repo}@${list.contentId}:${entry.file}`
  const cached = markdownCache.get(key)
  if (cached) return cached.value ?? undefined
  const ref = readRefFor(list.contentId, list.branch)
  const source = await readText(library.repo, ref, entry.file)
  let value: DocMarkdownBody | null = null
  if (source !== undefined) {
    const composed = await composeDocMarkdown({ source, filePath: entry.file, readFile: (path) => readText(library.repo, ref, path) })
    value = { title: composed.title, description: composed.description, markdown: composed.markdown.trim() }
  }
  markdownCache.set(key, { value })
  return value ?? undefined
}

/** Forgets cached refs, e.g. after `content:sync` in tests or from the dashboard. */
export function forgetResolvedRefs() {
  refCache.clear()
}
