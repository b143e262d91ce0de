import { LRUCache } from 'lru-cache'
import type { Heading } from '~/server/markdown'
import { getConfig } from '~/server/config'
import { getContentSource } from '~/server/content'
import { ContentUnavailableError } from '~/server/content/types'
import { parseDocsConfig, type DocsConfig } from '~/lib/docs/config-schema'
import { docsRootOf } from '~/lib/docs/paths'
import { libraryForDocFile, versionForBranch } from './library-of'
import { composeDocMarkdown, renderDocSource } from './dialect'
import type { LinkContext } from './dialect'

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
const refCache = new Map<string, RefEntry>()

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
let configCache: LRUCache<string, { value: DocsConfig | null }> | undefined

function docCache() {
  renderedCache ??= new LRUCache({ max: getConfig().DOCS_CACHE_ENTRIES })
  return renderedCache
}

function configs() {
  configCache ??= new LRUCache({ max: 200 })
  return configCache
}

/**
 * The ref to read files at for a content identity: the commit itself for git repositories
 * (so every read of one render sees the same commit), the branch name for plain folders.
 */
function readRefFor(contentId: string, branch: string): string {
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
  const cached = configs().get(key)
  if (cached) return cached.value ?? undefined
  const text = await readText(repo, readRefFor(contentId, branch), file)
  const value = text === undefined ? null : parseDocsConfig(text, file)
  configs().set(key, { value })
  return value ?? undefined
}

const pageSets = new LRUCache<string, Promise<Set<string>>>({ max: 50 })

/** Every page of a docs folder at a content identity, as repository paths without `.md`. */
function docPages(repo: string, readRef: string, contentId: string, docsRoot: string): Promise<Set<string>> {
  const key = `${repo}@${contentId}:${docsRoot}`
  let pages = pageSets.get(key)
  if (!pages) {
    pages = (async () => {
      const found = new Set<string>()
      const walk = async (dir: string, depth: number): Promise<void> => {
        if (depth > 12) return
        const entries = (await getContentSource().listDir(repo, readRef, dir)) ?? []
        await Promise.all(
          entries.map((entry) =>
            entry.type === 'dir' ? walk(entry.path, depth + 1) : /\.mdx?$/.test(entry.name) ? void found.add(entry.path.replace(/\.mdx?$/, '')) : undefined,
          ),
        )
      }
      await walk(docsRoot, 0)
      return found
    })()
    pages.catch(() => pageSets.delete(key))
    pageSets.set(key, pages)
  }
  return pages
}

function frameworkOf(filePath: string): string | undefined {
  return /\/framework\/([^/]+)\//.exec(filePath)?.[1]
}

async function renderDocFile(repo: string, branch: string, readRef: string, filePath: string, contentId: string): Promise<RenderedDoc | null> {
  const library = libraryForDocFile(repo, filePath)
  if (!library) return null
  const source = await readText(repo, readRef, filePath)
  if (source === undefined) return null
  const pages = await docPages(repo, readRef, contentId, docsRootOf(library))
  const version = versionForBranch(library, branch)
  const links: LinkContext = {
    currentFile: filePath,
    docsRoot: docsRootOf(library),
    docsBase: `/${library.id}/${version}/docs`,
    repo,
    branch,
    assetBase: `/docs-assets/${library.id}/${version}`,
    pageExists: (path) => pages.has(path) || pages.has(`${path}/index`),
  }
  const rendered = await renderDocSource({
    source,
    filePath,
    readFile: (path) => readText(repo, readRef, path),
    links,
    framework: frameworkOf(filePath),
  })
  return { ...rendered, filePath, editUrl: `https://github.com/${repo}/edit/${branch}/${filePath}`, contentId }
}

/** A doc page as Markdown (front matter resolved, title as a heading), for `….md` URLs and llms.txt. */
export async function loadDocMarkdown(repo: string, branch: string, filePath: string): Promise<string | undefined> {
  const contentId = await currentContentId(repo, branch)
  if (!contentId) return undefined
  const readRef = readRefFor(contentId, branch)
  const source = await readText(repo, readRef, filePath)
  if (source === undefined) return undefined
  const composed = await composeDocMarkdown({ source, filePath, readFile: (path) => readText(repo, readRef, path) })
  return `# ${composed.title}\n\n${composed.markdown.trim()}\n`
}

/**
 * A doc page rendered to HTML, from the repository's current commit of `branch`; undefined when
 * the file does not exist. Rendered pages are cached by (repository, content identity, path).
 */
export async function loadDoc(repo: string, branch: string, filePath: string): Promise<RenderedDoc | undefined> {
  const contentId = await currentContentId(repo, branch)
  if (!contentId) return undefined
  const key = `${repo}@${contentId}:${filePath}`
  const cached = docCache().get(key)
  if (cached) return cached.value ?? undefined
  const readRef = readRefFor(contentId, branch)
  const value = await renderDocFile(repo, branch, readRef, filePath, contentId)
  docCache().set(key, { value })
  return value ?? undefined
}

/** Forgets cached refs, e.g. after `content:sync` in tests or from the dashboard. */
export function forgetResolvedRefs() {
  refCache.clear()
}
