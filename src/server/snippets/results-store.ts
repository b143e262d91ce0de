/**
 * Snippet verdicts on disk, one file per library, commit, framework and checker version, so a
 * restart reuses them and a new commit is checked once. Written under a temporary name and
 * renamed, so a reader never sees half a file; several instances sharing the folder share them.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { getConfig } from '~/server/config'
import { CHECKER_VERSION } from './checker-version'
import type { FrameworkCheck } from './library-check'

function resultsDir(): string {
  return getConfig().SNIPPET_RESULTS_DIR
}

/** The checker version's short key: in each results file's name and in the hovers' address. */
export const checkerKey = createHash('sha256').update(CHECKER_VERSION).digest('hex').slice(0, 10)

export function resultsFile(libraryId: string, commit: string, framework: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_')
  return path.join(resultsDir(), safe(libraryId), `${safe(commit)}.${safe(framework)}.${checkerKey}.json`)
}

export async function saveFrameworkCheck(check: FrameworkCheck): Promise<void> {
  const file = resultsFile(check.libraryId, check.commit, check.framework)
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(check))
  await rename(temporary, file)
  loaded.delete(file)
}

/** Stored results by file, bounded by their size; a miss is remembered briefly, so a new result shows soon. */
const loaded = new LRUCache<string, { value: FrameworkCheck | null; bytes: number }>({
  maxSize: 16 * 1024 * 1024,
  // The file's length: with hovers a block weighs from a hundred bytes to a few kilobytes.
  sizeCalculation: (entry) => Math.max(100, entry.bytes),
  ttl: 60_000,
})

/** Forgets what this process read of a framework's results: the background check stored new ones (in its child). */
export function forgetFrameworkCheck(libraryId: string, commit: string, framework: string): void {
  loaded.delete(resultsFile(libraryId, commit, framework))
}

export async function loadFrameworkCheck(libraryId: string, commit: string, framework: string): Promise<FrameworkCheck | undefined> {
  const file = resultsFile(libraryId, commit, framework)
  const cached = loaded.get(file)
  if (cached) return cached.value ?? undefined
  const text = await readFile(file, 'utf8').catch(() => null)
  const value = text === null ? null : (JSON.parse(text) as FrameworkCheck)
  loaded.set(file, { value, bytes: text?.length ?? 0 }, value ? {} : { ttl: 5_000 })
  return value ?? undefined
}

/**
 * What the background check needs of a stored file, by its name, size and time: read once per
 * version of the file. Bounded: files of commits a branch has left are never asked for again.
 */
const storedStates = new LRUCache<string, { version: string; state: { retryAfter?: string } }>({ max: 5_000 })

/**
 * Whether a framework's results are stored, and if they are provisional, when they are due
 * again (provisional.ts); undefined when none are. The file is parsed only when it changed
 * since it was last read, so a pass over every library version reads little more than `stat`.
 */
export async function storedCheckState(libraryId: string, commit: string, framework: string): Promise<{ retryAfter?: string } | undefined> {
  const file = resultsFile(libraryId, commit, framework)
  const found = await stat(file).catch(() => undefined)
  if (!found) {
    storedStates.delete(file)
    return undefined
  }
  const version = `${found.size}:${found.mtimeMs}`
  const known = storedStates.get(file)
  if (known?.version === version) return known.state
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  const { retryAfter } = JSON.parse(text) as FrameworkCheck
  const state = retryAfter ? { retryAfter } : {}
  storedStates.set(file, { version, state })
  return state
}
