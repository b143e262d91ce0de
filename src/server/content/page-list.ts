/**
 * Reads what a library's repository holds at a version (docs files, docs config, example
 * folders) and hands it to the pure `buildPageList`. The result is cached by content identity,
 * so it is always the list of the commit being served. Every consumer — routes, sidebar,
 * search records, sitemap, llms.txt, the docs checker — asks here.
 */
import { LRUCache } from 'lru-cache'
import { DocsConfigError, parseDocsConfig, type DocsConfig } from '~/lib/docs/config-schema'
import { docsRootOf, frameworkFolderOf } from '~/lib/docs/address'
import { declaredMajor, parseManifest, type PackageManifest } from '~/lib/docs/declared-version'
import { buildPageList, configFrameworkValues, type ExampleEntry, type PageList } from '~/lib/docs/page-list'
import { snapshot, type ContentSnapshot } from '~/server/content/snapshot'
import { libraryPackages } from '~/site/libraries/packages'
import { frameworkOrder } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { resolveBranch } from '~/site/versions'

export type LoadedPageList = PageList & {
  repo: string
  branch: string
  /** The commit (or folder generation) the list was read from. */
  contentId: string
  /** Why the docs config could not be used, when it could not (the pages still render). */
  configProblem: string | null
  /** The major its packages' `package.json` declare (`v9`), when the branch has any. */
  declaredVersion: string | undefined
}

/** Beyond these, a docs folder is cut short: no real repository comes near them. */
const LIMITS = { depth: 12, files: 20_000, manifests: 60, manifestBytes: 256 * 1024 }

const lists = new LRUCache<string, Promise<LoadedPageList>>({ max: 100 })

async function markdownFiles(content: ContentSnapshot, root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > LIMITS.depth || found.length >= LIMITS.files) return
    const entries = (await content.listDir(dir)) ?? []
    await Promise.all(
      entries.map((entry) => {
        if (entry.type === 'dir') return walk(entry.path, depth + 1)
        if (/\.md$/i.test(entry.name) && found.length < LIMITS.files) found.push(entry.path)
        return undefined
      }),
    )
  }
  await walk(root, 0)
  return found
}

/**
 * `examples/{framework}/{name}` folders, for the framework folders worth opening: those the docs
 * name, and the nine the catalogue knows (old layouts keep examples directly under `examples/`).
 */
async function exampleFolders(content: ContentSnapshot, namedFrameworks: string[]): Promise<ExampleEntry[]> {
  const top = (await content.listDir('examples')) ?? []
  const frameworkDirs = top.filter((entry) => entry.type === 'dir' && (namedFrameworks.includes(entry.name) || frameworkOrder(entry.name) >= 0))
  const nested = await Promise.all(
    frameworkDirs.map(async (dir) =>
      ((await content.listDir(dir.path)) ?? []).filter((entry) => entry.type === 'dir').map((entry) => ({ framework: dir.name, name: entry.name })),
    ),
  )
  return nested.flat()
}

/** The root `package.json` and those of `packages/*`: where a monorepo declares what it releases. */
async function packageManifests(content: ContentSnapshot): Promise<PackageManifest[]> {
  const folders = ((await content.listDir('packages')) ?? []).filter((entry) => entry.type === 'dir').slice(0, LIMITS.manifests)
  const files = await Promise.all(['package.json', ...folders.map((folder) => `${folder.path}/package.json`)].map((file) => content.readFile(file)))
  return files.flatMap((file) => (file && file.length <= LIMITS.manifestBytes ? (parseManifest(file.toString('utf8')) ?? []) : []))
}

/** Docs configs by commit, bounded by the size of their JSON. */
const configCache = new LRUCache<string, { value: DocsConfig | null }, () => Promise<DocsConfig | null>>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (entry) => JSON.stringify(entry.value ?? null).length + 100,
  // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
  ignoreFetchAbort: true,
  fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
})

/** The docs navigation config of a repository's docs folder; undefined if absent. */
async function loadDocsConfig(content: ContentSnapshot, docsRoot: string): Promise<DocsConfig | undefined> {
  const file = `${docsRoot.replace(/\/$/, '')}/config.json`
  const load = async () => {
    const text = await content.readText(file)
    return text === undefined ? null : parseDocsConfig(text, file)
  }
  return (await configCache.fetch(`${content.repo}@${content.id}:${file}`, { context: load }))?.value ?? undefined
}

async function readConfig(content: ContentSnapshot, docsRoot: string): Promise<{ config: DocsConfig | null; problem: string | null }> {
  try {
    return { config: (await loadDocsConfig(content, docsRoot)) ?? null, problem: null }
  } catch (error) {
    // A broken config.json must not take the docs down: the pages still render, with a notice.
    if (error instanceof DocsConfigError) return { config: null, problem: error.message }
    throw error
  }
}

/**
 * The page list of a library at a version (`latest` or a version the catalogue lists);
 * undefined when the repository has no such branch. Throws ContentUnavailableError while the
 * content source cannot be reached and nothing was read before.
 */
export async function loadPageList(library: Library, version: string): Promise<LoadedPageList | undefined> {
  const branch = resolveBranch(library, version)
  const content = await snapshot(library.repo, branch)
  if (!content) return undefined
  const docsRoot = docsRootOf(library)
  const key = `${library.id}@${content.id}`
  let pending = lists.get(key)
  if (!pending) {
    pending = (async () => {
      const [files, { config, problem }, manifests] = await Promise.all([markdownFiles(content, docsRoot), readConfig(content, docsRoot), packageManifests(content)])
      const named = [...configFrameworkValues(config), ...files.flatMap((file) => frameworkFolderOf(file.slice(docsRoot.length)) ?? [])]
      const examples = await exampleFolders(content, named)
      const list = buildPageList(library, docsRoot, { docFiles: files, config, exampleFolders: examples })
      return { ...list, repo: library.repo, branch, contentId: content.id, configProblem: problem, declaredVersion: declaredMajor(manifests, libraryPackages[library.id]) }
    })()
    // A failed read is not remembered: the next request tries again.
    pending.catch(() => lists.delete(key))
    lists.set(key, pending)
  }
  return pending
}
