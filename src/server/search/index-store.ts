/**
 * The live search index of the server: loaded from disk when a persisted copy exists, rebuilt
 * in the background whenever a docs ref's content identity changes (checked at most every
 * SEARCH_REFRESH_MS), with the previous index served until the new one is ready.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '~/server/config'
import { contentFingerprint, crawl, docTargets, searchLibraries, type Progress } from './crawl'
import { SearchEngine } from './engine'
import type { SearchRecord } from './records'

type Persisted = { format: number; fingerprint: string; builtAt: string; records: SearchRecord[]; index: object }

const FILE = 'index.json'
/** Raised whenever the record shape changes, so an index written by older code is rebuilt. */
const FORMAT = 2

export async function buildIndex(onProgress?: Progress): Promise<{ fingerprint: string; records: SearchRecord[]; engine: SearchEngine }> {
  const targets = docTargets(searchLibraries(getConfig().SEARCH_LIBRARIES))
  const fingerprint = await contentFingerprint(targets)
  const records = await crawl(targets, onProgress)
  return { fingerprint, records, engine: SearchEngine.build(records) }
}

export async function persistIndex(dir: string, fingerprint: string, records: SearchRecord[], engine: SearchEngine) {
  await mkdir(dir, { recursive: true })
  const data: Persisted = { format: FORMAT, fingerprint, builtAt: new Date().toISOString(), records, index: engine.toJSON() }
  const target = path.join(dir, FILE)
  const temp = `${target}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(data))
  await rename(temp, target)
}

export async function loadPersisted(dir: string): Promise<{ fingerprint: string; engine: SearchEngine } | undefined> {
  try {
    const data = JSON.parse(await readFile(path.join(dir, FILE), 'utf8')) as Persisted
    if (data.format !== FORMAT) return undefined
    return { fingerprint: data.fingerprint, engine: SearchEngine.load(data.records, JSON.stringify(data.index)) }
  } catch {
    return undefined
  }
}

type State = {
  lastBuildAt?: string
  lastBuildMs?: number
  engine?: SearchEngine
  fingerprint?: string
  checkedAt: number
  rebuilding?: Promise<void>
  ready?: Promise<void>
}

const state: State = { checkedAt: 0 }

function currentLibraries() {
  return searchLibraries(getConfig().SEARCH_LIBRARIES)
}

async function rebuild(): Promise<void> {
  const started = performance.now()
  const { fingerprint, records, engine } = await buildIndex()
  state.lastBuildMs = Math.round(performance.now() - started)
  state.lastBuildAt = new Date().toISOString()
  state.engine = engine
  state.fingerprint = fingerprint
  await persistIndex(getConfig().SEARCH_INDEX_DIR, fingerprint, records, engine).catch((error) => {
    console.error('[search] could not persist the index:', error instanceof Error ? error.message : error)
  })
}

function startRebuild() {
  state.rebuilding ??= rebuild()
    .catch((error) => console.error('[search] index rebuild failed:', error instanceof Error ? error.message : error))
    .finally(() => {
      state.rebuilding = undefined
    })
  return state.rebuilding
}

/** Compares the content identities with the index's; starts a background rebuild when they differ. */
async function checkFreshness() {
  const fingerprint = await contentFingerprint(docTargets(currentLibraries()))
  if (fingerprint !== state.fingerprint) void startRebuild()
}

/** The current index; the first call loads the persisted copy or builds one. */
export async function getSearchEngine(): Promise<SearchEngine> {
  state.ready ??= (async () => {
    const persisted = await loadPersisted(getConfig().SEARCH_INDEX_DIR)
    if (persisted) {
      state.engine = persisted.engine
      state.fingerprint = persisted.fingerprint
      state.checkedAt = 0 // compare with the content at once
    } else {
      await startRebuild()
      state.checkedAt = Date.now()
    }
  })()
  await state.ready
  if (!state.engine) {
    // The first build failed: try again rather than serving nothing forever.
    await startRebuild()
    if (!state.engine) throw new Error('The search index is not available')
  }
  if (Date.now() - state.checkedAt >= getConfig().SEARCH_REFRESH_MS && !state.rebuilding) {
    state.checkedAt = Date.now()
    void checkFreshness().catch(() => undefined)
  }
  return state.engine
}

/**
 * Loads or builds the index shortly after the server starts, so the first reader to search
 * does not wait for a whole crawl. Only for the embedded backend; a failure is logged and the
 * first search tries again.
 */
export function prepareIndexAfterStart(delayMs = 500) {
  if (getConfig().SEARCH_BACKEND !== 'embedded') return
  setTimeout(() => {
    const started = performance.now()
    getSearchEngine()
      .then((engine) => console.log(`[search] index ready: ${engine.size} records (${Math.round(performance.now() - started)} ms)`))
      .catch((error) => console.error('[search] index not ready at start:', error instanceof Error ? error.message : error))
  }, delayMs).unref()
}

/** For the dashboard: records in the index, and when and how fast it was last built here. */
export async function searchIndexStatus(): Promise<{ records: number; lastBuildAt?: string; buildMs?: number }> {
  const engine = await getSearchEngine()
  return { records: engine.size, lastBuildAt: state.lastBuildAt, buildMs: state.lastBuildMs }
}

/** Rebuilds the index now (the dashboard's Rebuild); a rebuild already running is joined. */
export async function rebuildIndexNow(): Promise<void> {
  await getSearchEngine()
  await startRebuild()
  state.checkedAt = Date.now()
}
