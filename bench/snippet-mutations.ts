/**
 * The mutation test of `npm run bench:snippets`: in a sample of the blocks the checker passed
 * (`checked`) and that use the library, one misspelled import, option or member is planted
 * (src/server/snippets/mutation.ts) and the block is checked again as it was, with its page's
 * earlier blocks and the same types. A checker that really checks the block must fail it: the
 * catch rate is the share that comes back `fails` (the target: 90 %). Each framework's
 * sample is drawn with a fixed seed, so two runs on the same commit plant the same errors.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { snapshotOf } from '../src/server/content/snapshot'
import { loadPageList } from '../src/server/content/page-list'
import { blockHash } from '../src/server/snippets/block-hash'
import { configuredLimits, defaultTypeSource, isReferencePage, repositoryReader, scopeImports, type FrameworkCheck } from '../src/server/snippets/library-check'
import { mutationsOf, pickMutation, type Mutation } from '../src/server/snippets/mutation'
import { componentScript } from '../src/server/snippets/component-code'
import { isTypeScript } from '../src/server/snippets/languages'
import { isComponentFile } from '../src/server/snippets/component-files'
import { pageBlocks, type PageBlock } from '../src/server/snippets/page-blocks'
import { repositoryPackages } from '../src/server/snippets/repository-packages'
import { pageSetup, type PageSetup } from '../src/server/snippets/setup'
import type { TypeSource } from '../src/server/snippets/type-source'
import { createWorkerChecker } from '../src/server/snippets/worker-checker'
import { findLibrary } from '../src/site/libraries'

export type MutationRow = {
  library: string
  framework: string
  checked: number
  mutable: number
  mutated: number
  caught: number
  missed: number
  'catch rate': string
}
export type MissedMutation = { library: string; framework: string; place: string; mutation: Mutation; verdict: string }

/** A seeded order (mulberry32), so the sample is the same from run to run. */
function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const shuffled = [...items]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  return shuffled
}

export const percentOf = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(0)} %`)

/**
 * The names the library exports (its adapter's and core's, not the framework's), as the
 * checker's `library-exports` rule brings them into a block that uses them without importing.
 * Read with the compiler in this process, as the checker's worker reads them.
 */
async function libraryExportNames(source: TypeSource, setup: PageSetup): Promise<Set<string>> {
  const { createSnippetChecker } = await import('../src/server/snippets/checker')
  const scope = createSnippetChecker(source, setup).scope()
  return new Set([...scope].filter(([, module]) => module !== setup.frameworkModule).map(([name]) => name))
}

type Candidate = { file: string; block: PageBlock; earlier: PageBlock[]; mutation: Mutation }

/**
 * Runs the mutation test on the stored results of each library's latest version (`resultsDir`,
 * as the background check or `docs:check --snippets` stored them), at most `perFramework`
 * blocks per framework.
 */
export async function mutationTest(
  libraryIds: string[],
  resultsDir: string,
  perFramework: number,
  seed = 40,
): Promise<{ rows: MutationRow[]; missed: MissedMutation[] }> {
  const rows: MutationRow[] = []
  const missed: MissedMutation[] = []
  for (const id of libraryIds) {
    const library = findLibrary(id)!
    const list = await loadPageList(library, library.latestVersion)
    if (!list) continue
    const content = snapshotOf(list)
    const shipped = await repositoryPackages(repositoryReader(content))
    const folder = path.join(resultsDir, id)
    const checks = (existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => name.startsWith(list.contentId) && name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FrameworkCheck)
    for (const check of checks) {
      const setup = pageSetup(library, check.framework, shipped)
      const passed = check.blocks.filter((block) => block.verdict.verdict === 'checked')
      if (!setup || passed.length === 0) continue
      const keyOf = (file: string, block: PageBlock) => `${file}:${block.line}:${blockHash(block.lang, block.code)}`
      const verdicts = new Map(check.blocks.map((block) => [`${block.file}:${block.line}:${block.hash}`, block.verdict.verdict]))
      // The pages of the passed blocks, each block with the page's earlier blocks that have a verdict, as it was checked.
      const pages: { file: string; block: PageBlock; earlier: PageBlock[] }[] = []
      for (const file of [...new Set(passed.map((block) => block.file))].sort()) {
        const text = await content.readText(file)
        if (text === undefined) continue
        const earlier: PageBlock[] = []
        for (const block of pageBlocks(text, check.framework).filter((found) => isTypeScript(found.lang) || isComponentFile(found.lang))) {
          if (verdicts.get(keyOf(file, block)) === 'checked') pages.push({ file, block, earlier: [...earlier] })
          if (verdicts.get(keyOf(file, block)) !== 'skipped' && (isTypeScript(block.lang) || isComponentFile(block.lang))) earlier.push(block)
        }
      }
      const source = await defaultTypeSource(
        library,
        list,
        setup,
        scopeImports(
          pages.map(({ block }) => block.code),
          setup.adapter,
        ),
      )
      if (!source) continue
      const libraryNames = await libraryExportNames(source, setup)
      const scopeName = /^@[^/]+\//.exec(setup.adapter)?.[0] ?? setup.adapter
      const candidates: Candidate[] = pages.flatMap((page) => {
        const mutation = pickMutation(
          mutationsIn(page.block, (specifier) => specifier.startsWith(scopeName), libraryNames),
          keyOf(page.file, page.block),
        )
        return mutation ? [{ ...page, mutation }] : []
      })
      const sample = seededShuffle(candidates, seed).slice(0, perFramework)
      let caught = 0
      const checker = createWorkerChecker(source, setup, configuredLimits())
      try {
        for (const { file, block, earlier, mutation } of sample) {
          const verdict = await checker.checkBlock({ ...block, code: mutation.code, reference: isReferencePage(file) }, earlier)
          if (verdict.verdict === 'fails') caught++
          else {
            const why = verdict.verdict === 'checked' || verdict.verdict === 'listing' ? verdict.verdict : `${verdict.verdict}: ${verdict.reason}`
            missed.push({ library: id, framework: check.framework, place: `${file}:${block.line + mutation.line - 1}`, mutation, verdict: why })
          }
        }
      } finally {
        await checker.close()
      }
      rows.push({
        library: id,
        framework: check.framework,
        checked: passed.length,
        mutable: candidates.length,
        mutated: sample.length,
        caught,
        missed: sample.length - caught,
        'catch rate': percentOf(caught, sample.length),
      })
    }
  }
  return { rows, missed }
}

/**
 * The mutations of a block: of its code, or of a component's TypeScript script, the rest of the
 * component kept as it is (the script alone is read, everything else blanked, then put back).
 */
function mutationsIn(block: PageBlock, isLibraryModule: (specifier: string) => boolean, libraryNames: ReadonlySet<string>): Mutation[] {
  if (!isComponentFile(block.lang)) return mutationsOf(block.code, isLibraryModule, libraryNames)
  const script = componentScript(block.lang, block.code)
  if (!script) return []
  const before = block.code.slice(0, script.start)
  const after = block.code.slice(script.end)
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return mutationsOf(blank(before) + block.code.slice(script.start, script.end) + blank(after), isLibraryModule, libraryNames).map((mutation) => ({
    ...mutation,
    code: before + mutation.code.slice(before.length, mutation.code.length - after.length) + after,
  }))
}
