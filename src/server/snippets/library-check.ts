/**
 * Checks every TypeScript block of a library's docs at one version: each Markdown file of the
 * page list, for the framework its path names (framework-neutral files with the library's first
 * framework), against the type source of that commit. Used by `docs:check --snippets` and the
 * background worker; never on a request.
 */
import { createRequire } from 'node:module'
import { getConfig } from '~/server/config'
import { snapshotOf } from '~/server/content/snapshot'
import type { LoadedPageList } from '~/server/content/page-list'
import type { Library } from '~/site/types'
import { blockHash } from './block-hash'
import { CHECKER_VERSION } from './checker-version'
import { isComponentFile } from './component-files'
import { filesByFramework } from './files'
import { onHistoricalPage } from './historical-pages'
import { npmInstall, npmTypeSource, specFor, type NpmInstall } from './npm-types'
import { isTypeScript } from './languages'
import { pageBlocks } from './page-blocks'
import { blockKey, limitRetryAfter, retryAfterFrom, reusableVerdicts } from './provisional'
import { repositoryPackages } from './repository-packages'
import { noSetupReason, pageSetup, type PageSetup } from './setup'
import { repositoryReader } from './repository-reader'
import { monorepoTypeSource, outsideDependencies, type Substitute, type TypeSource } from './type-source'
import { lineOf, nearestPublished, npmVersions, substituteNote, unpublishedSpec, type PublishedVersions } from './unpublished'
import type { SnippetVerdict } from './types'
import { createWorkerChecker, type CheckLimits } from './worker-checker'

export { filesByFramework, repositoryReader }

export type BlockResult = { file: string; line: number; lang: string; hash: string; verdict: SnippetVerdict }

export type FrameworkCheck = {
  libraryId: string
  version: string
  framework: string
  commit: string
  checker: string
  /** `@tanstack/react-query 5.90.2 · TypeScript 5.9`, or why nothing was checked. */
  checkedWith?: string
  skipped?: string
  /**
   * Set when the framework was skipped for a cause that can pass (its types could not be
   * installed) or a block was stopped by a limit: the background check takes it again after
   * this time (provisional.ts).
   */
  retryAfter?: string
  /** How many checks in a row of this commit met a limit (provisional.ts, limitRetryAfter). */
  limitRounds?: number
  blocks: BlockResult[]
  ms: number
}

/** TypeScript's version read from its manifest: the compiler itself is loaded only in the checker's worker processes. */
const typescriptVersion = (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version
const typescriptLabel = `TypeScript ${/^\d+\.\d+/.exec(typescriptVersion)?.[0] ?? typescriptVersion}`

export function checkedWithLabel(setup: PageSetup, source: TypeSource): string {
  const version = source.packages.get(setup.adapter)
  const short = version ? (/^\d+\.\d+/.exec(version)?.[0] ?? version) : undefined
  const substitutes = source.substitutes?.length ? ` · ${substituteNote(source.substitutes)}` : ''
  return `${setup.adapter}${short ? ` ${short}` : ''} · ${typescriptLabel}${substitutes}`
}

/** `imported`: the packages of the adapter's scope the blocks import (`@tanstack/zod-adapter`). */
export type TypeSourceResolver = (library: Library, list: LoadedPageList, setup: PageSetup, imported?: string[]) => Promise<TypeSource | undefined>

/** The repository's own packages when it has the adapter's sources at the commit, else the published major. */
export const defaultTypeSource: TypeSourceResolver = async (library, list, setup, imported) => {
  const own = await monorepoTypeSource(repositoryReader(snapshotOf(list)), list.contentId)
  if (own?.packages.has(setup.adapter)) return withOutsideDependencies(own, setup, getConfig().SNIPPET_TYPES_DIR, npmInstall, imported)

  const version = list.branch === library.latestBranch ? library.latestVersion : versionOfBranch(library, list.branch)
  return npmTypeSource(
    getConfig().SNIPPET_TYPES_DIR,
    setup.packages.map((name) => specFor(name, version)),
  )
}

/**
 * A monorepo's packages with what they depend on outside the repository installed beside them,
 * at the ranges their manifests name (`@tanstack/store@^0.11.0`), as the workspace has them; the
 * install is cached like the published route's.
 */
export async function withOutsideDependencies(
  own: TypeSource,
  setup: PageSetup,
  cacheDir: string,
  install: NpmInstall = npmInstall,
  imported: string[] = [],
  published: PublishedVersions = npmVersions,
): Promise<TypeSource> {
  let specs = outsideDependencies(own, setup.packages, undefined, imported)
  if (specs.length === 0) return own
  // A version the registry does not have: the nearest published one in its place, said (unpublished.ts).
  const substitutes: Substitute[] = []
  for (;;) {
    try {
      const installed = await npmTypeSource(cacheDir, specs, install, 'deps')
      return { ...own, directories: [installed.directories[0]!, ...own.directories], ...(substitutes.length > 0 ? { substitutes } : {}) }
    } catch (error) {
      const missing = unpublishedSpec((error as Error).message)
      const spec = missing && `${missing.name}@${missing.range}`
      if (!missing || !specs.includes(spec!) || substitutes.length >= 3) throw error
      const version = nearestPublished(missing.range, await published(missing.name))
      if (!version)
        throw new Error(`${spec}, which the repository names, is not published, nor any release of its ${lineOf(missing.range)} line or after it`, {
          cause: error,
        })
      specs = specs.map((other) => (other === spec ? `${missing.name}@${version}` : other))
      substitutes.push({ name: missing.name, wanted: missing.range, installed: version })
    }
  }
}

function versionOfBranch(library: Library, branch: string): string {
  return library.availableVersions.find((version) => branch === version || branch.endsWith(version)) ?? library.latestVersion
}

/** The packages of `adapter`'s npm scope the blocks import, by name (`@tanstack/zod-adapter` of `@tanstack/zod-adapter/v4`). */
export function scopeImports(codes: string[], adapter: string): string[] {
  const scope = /^@[^/]+\//.exec(adapter)?.[0]
  if (!scope) return []
  const names = new Set<string>()
  for (const code of codes) {
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](@[^/'"\s]+\/[^/'"\s]+)/g)) if (match[1]!.startsWith(scope)) names.add(match[1]!)
  }
  return [...names].sort()
}

/** A generated API reference page (TypeDoc's `reference/` folders). */
export function isReferencePage(file: string): boolean {
  return /(?:^|\/)reference\//.test(file)
}

export type CheckVersionOptions = {
  library: Library
  version: string
  list: LoadedPageList
  frameworks?: string[]
  resolveTypes?: TypeSourceResolver
  /** Per block and per worker; from SNIPPET_BLOCK_SECONDS and SNIPPET_WORKER_MEMORY_MB when not given. */
  limits?: CheckLimits
  onBlock?: () => void
  /** Each framework's results as soon as they are complete (the background check stores them then, so pages show them sooner). */
  onFramework?: (check: FrameworkCheck) => Promise<void>
  /** What is stored for this commit (provisional results checked again): its verdicts are kept, its skipped blocks checked. */
  stored?: (framework: string) => Promise<FrameworkCheck | undefined>
}

export function configuredLimits(): CheckLimits {
  const config = getConfig()
  return { blockMs: config.SNIPPET_BLOCK_SECONDS * 1000, memoryMb: config.SNIPPET_WORKER_MEMORY_MB }
}

export async function checkVersion(options: CheckVersionOptions): Promise<FrameworkCheck[]> {
  const { library, version, list } = options
  const content = snapshotOf(list)
  const results: FrameworkCheck[] = []
  // The adapters are the repository's own packages for each framework (repository-packages.ts).
  const shipped = await repositoryPackages(repositoryReader(content))
  for (const [framework, files] of filesByFramework(list, library)) {
    if (options.frameworks?.length && !options.frameworks.includes(framework)) continue
    const started = performance.now()
    const base = { libraryId: library.id, version, framework, commit: list.contentId, checker: CHECKER_VERSION }
    const setup = pageSetup(library, framework, shipped)
    const blocksOf = async () => {
      const found: { file: string; block: ReturnType<typeof pageBlocks>[number] }[] = []
      for (const file of files.sort()) {
        const text = await content.readText(file)
        if (text === undefined) continue
        for (const block of pageBlocks(text, framework)) if (isTypeScript(block.lang) || isComponentFile(block.lang)) found.push({ file, block })
      }
      return found
    }
    const skipAll = async (reason: string, retryAfter?: string) => {
      const blocks = (await blocksOf()).map(({ file, block }) => ({
        file,
        line: block.line,
        lang: block.lang,
        hash: blockHash(block.lang, block.code),
        verdict: { verdict: 'skipped', reason } as const,
      }))
      const check: FrameworkCheck = { ...base, skipped: reason, ...(retryAfter ? { retryAfter } : {}), blocks, ms: performance.now() - started }
      results.push(check)
      await options.onFramework?.(check)
    }
    if (!setup) {
      await skipAll(noSetupReason(library, framework, shipped))
      continue
    }
    let source: TypeSource | undefined
    try {
      source = await (options.resolveTypes ?? defaultTypeSource)(
        library,
        list,
        setup,
        scopeImports(
          (await blocksOf()).map(({ block }) => block.code),
          setup.adapter,
        ),
      )
    } catch (error) {
      // A registry or network failure passes: the result is provisional, checked again later.
      await skipAll(
        `its types could not be installed: ${(error as Error).message.split('\n')[0]}`,
        retryAfterFrom(new Date(), getConfig().SNIPPET_RETRY_SECONDS),
      )
      continue
    }
    if (!source) {
      await skipAll('no types for its packages')
      continue
    }
    const previous = await options.stored?.(framework)
    const kept =
      previous?.commit === list.contentId && previous.checker === CHECKER_VERSION ? reusableVerdicts(previous.blocks) : new Map<string, SnippetVerdict>()
    const checker = createWorkerChecker(source, setup, options.limits ?? configuredLimits())
    const blocks: BlockResult[] = []
    const overLimit = new Set<BlockResult>()
    let previousFile = ''
    // The page's blocks so far: a block may continue any of them (checker.ts, continues-previous).
    let earlier: ReturnType<typeof pageBlocks>[number][] = []
    try {
      for (const { file, block } of await blocksOf()) {
        if (file !== previousFile) earlier = []
        previousFile = file
        const hash = blockHash(block.lang, block.code)
        const verdict =
          kept.get(blockKey({ file, line: block.line, hash })) ??
          onHistoricalPage(file, source.packages.get(setup.adapter), await checker.checkBlock({ ...block, reference: isReferencePage(file) }, earlier))
        const result = { file, line: block.line, lang: block.lang, hash, verdict }
        blocks.push(result)
        if (verdict.verdict === 'skipped' && verdict.limit) overLimit.add(result)
        // A component too: a template shown alone may continue it (component-verdict.ts).
        if (verdict.verdict !== 'skipped' && (isTypeScript(block.lang) || isComponentFile(block.lang))) earlier = [...earlier, block]
        options.onBlock?.()
      }
    } finally {
      await checker.close()
    }
    // A framework without types skips every block for the same reason: the whole framework is
    // skipped. A block past a time or memory limit says nothing of the others.
    // A block past a limit is provisional (provisional.ts): the framework is checked again later.
    const judged = blocks.filter((block) => !overLimit.has(block))
    const reasons = new Set((judged.length > 0 ? judged : blocks).map((block) => (block.verdict.verdict === 'skipped' ? block.verdict.reason : '')))
    const [reason] = reasons
    const skipped = blocks.length > 0 && reasons.size === 1 && reason ? reason : undefined
    const limitRounds = overLimit.size > 0 ? (previous?.limitRounds ?? 0) + 1 : undefined
    const retry = limitRounds ? { retryAfter: limitRetryAfter(new Date(), getConfig().SNIPPET_RETRY_SECONDS, limitRounds), limitRounds } : {}
    const check = { ...base, checkedWith: skipped ? undefined : checkedWithLabel(setup, source), skipped, ...retry, blocks, ms: performance.now() - started }
    results.push(check)
    await options.onFramework?.(check)
  }
  return results
}
