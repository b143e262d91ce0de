/**
 * The live search index of the server, kept per library: each library's records are loaded
 * from its own file in SEARCH_INDEX_DIR, or built from its docs, and rebuilt on their own when
 * that library's refs move (checked at most every SEARCH_REFRESH_MS). Searches answer from the
 * libraries already in the index while others load or build; a library being rebuilt keeps
 * answering from its previous records until the new ones are in.
 */
import { getConfig } from '~/server/config'
import type { Library } from '~/site/types'
import type { SearchRecord } from './records'
import { searchLibraries, type Progress } from './crawl'
import { SearchEngine } from './engine'
import { isIndexWorker, writeLibraryRecords } from './build-worker'
import { libraryFingerprint } from './fingerprint'
import { collectMessages } from './message-sources'
import { Associations } from './associations'
import {
  readAssociationsFile,
  readIndexSnapshot,
  readLibraryFile,
  readMessagesFile,
  removeAbandonedTempFiles,
  writeAssociationsFile,
  writeIndexSnapshot,
  writeMessagesFile,
} from './index-files'

/** How long a search made right after the start waits for the persisted libraries. */
const FIRST_LOAD_WAIT_MS = 1000

/**
 * A library whose build failed is not built again before a pause that doubles with each failure
 * in a row, from 30 s up to an hour: a page that runs a build out of memory would otherwise
 * start another build (a minute of a core each) on every search that finds the library stale.
 * Its last good records stay in the index meanwhile; the dashboard's Rebuild does not wait.
 */
export const BUILD_RETRY_FIRST_MS = 30_000
export const BUILD_RETRY_MAX_MS = 60 * 60_000

export function retryDelayMs(failures: number): number {
  return Math.min(BUILD_RETRY_MAX_MS, BUILD_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1))
}

type LibraryState = {
  fingerprint?: string
  building?: Promise<void>
  builtAt?: string
  buildMs?: number
  failed?: boolean
  /** Failed builds in a row, and when the next may start (`Date.now()` time). */
  failures?: number
  retryAt?: number
}

type Builder = typeof buildLibrary
let builder: Builder = (...args) => buildLibrary(...args)

type State = {
  engine: SearchEngine
  libraries: Map<string, LibraryState>
  checkedAt: number
  /** Persisted libraries loaded, or known to be missing. */
  loaded?: Promise<void>
  /** Whether `loaded` has settled: then a search waits for nothing (no timer per request). */
  loadSettled: boolean
  /** Builds run one library at a time. */
  queue: Promise<void>
  /** The latest freshness check: the libraries it found missing or stale (and queued). */
  checking?: Promise<Freshness>
}

type Freshness = { missing: string[]; stale: string[] }

const state: State = { engine: new SearchEngine(), libraries: new Map(), checkedAt: 0, queue: Promise.resolve(), loadSettled: false }

function currentLibraries(): Library[] {
  return searchLibraries(getConfig().SEARCH_LIBRARIES)
}

function libraryState(id: string): LibraryState {
  let found = state.libraries.get(id)
  if (!found) state.libraries.set(id, (found = {}))
  return found
}

/**
 * Builds one library's file and loads it into the index. The server crawls in a worker thread
 * threads (build-worker.ts); scripts and benchmarks crawl in their own thread.
 */
export async function buildLibrary(
  engine: SearchEngine,
  library: Library,
  dir: string,
  options: { inWorkers?: boolean; onProgress?: Progress } = {},
): Promise<{ fingerprint: string; records: number }> {
  const done = await writeLibraryRecords(library.id, dir, options)
  const file = await readLibraryFile(dir, library.id)
  if (!file) throw new Error(`${library.id}: the index file just written cannot be read`)
  await engine.replaceLibrary(library.id, file.records, { fingerprint: file.fingerprint })
  await refreshMessages(engine, library, { dir, fingerprint: file.fingerprint })
  return done
}

/**
 * Reads the messages a library's source prints into the engine, and stores them beside its index
 * file when given where (`fingerprint`: the content they were read from); a failure leaves the
 * ones it had.
 */
export async function refreshMessages(engine: SearchEngine, library: Library, store?: { dir: string; fingerprint: string }): Promise<void> {
  try {
    const messages = await collectMessages(library)
    engine.replaceMessages(library.id, messages)
    if (store) await writeMessagesFile(store.dir, library.id, store.fingerprint, messages)
  } catch (error) {
    console.warn(`[search] ${library.id}: the messages its source prints could not be read or stored:`, error instanceof Error ? error.message : error)
  }
}

/**
 * Once the engine's associations are learned from libraries of known content, stores them beside
 * the index files, and with `snapshot` the index itself (when every library is in: a snapshot is
 * only read back whole).
 */
export async function storeLearnedState(engine: SearchEngine, dir: string, { snapshot }: { snapshot: boolean }): Promise<void> {
  const warn = (what: string) => (error: unknown) => console.warn(`[search] ${what} could not be stored:`, error instanceof Error ? error.message : error)
  await engine.associationsSettled()
  const learnedFrom = engine.associationsLearnedFrom
  if (learnedFrom && Object.keys(learnedFrom).length)
    await writeAssociationsFile(dir, learnedFrom, engine.associationTable.toStored()).catch(warn('the learned associations'))
  const index = snapshot ? engine.indexSnapshot() : undefined
  if (index) await writeIndexSnapshot(dir, index.fingerprints, index.text).catch(warn('the index snapshot'))
}

/** Takes the stored associations when they were learned from the libraries just loaded; else learns them again. */
async function takeOrLearnAssociations(engine: SearchEngine, dir: string) {
  const stored = await readAssociationsFile(dir)
  if (stored && engine.useStoredAssociations(Associations.fromStored(stored.table), stored.learnedFrom)) return
  engine.learnAssociationsSoon()
}

function queueBuild(library: Library): Promise<void> {
  const entry = libraryState(library.id)
  entry.building ??= state.queue = state.queue.then(async () => {
    const started = performance.now()
    try {
      const { fingerprint } = await builder(state.engine, library, getConfig().SEARCH_INDEX_DIR, { inWorkers: true })
      entry.fingerprint = fingerprint
      entry.failed = false
      entry.failures = 0
      entry.retryAt = undefined
      entry.buildMs = Math.round(performance.now() - started)
      entry.builtAt = new Date().toISOString()
      console.log(`[search] ${library.id} indexed in ${entry.buildMs} ms`)
      const everyLibraryIn = currentLibraries().every((other) => {
        const its = state.libraries.get(other.id)
        return its?.fingerprint !== undefined && (its === entry || !its.building)
      })
      void storeLearnedState(state.engine, getConfig().SEARCH_INDEX_DIR, { snapshot: everyLibraryIn })
      if (currentLibraries().every((l) => state.libraries.get(l.id)?.fingerprint !== undefined))
        console.log(`[search] index ready: ${state.engine.size} records`)
    } catch (error) {
      entry.failed = true
      entry.failures = (entry.failures ?? 0) + 1
      const delay = retryDelayMs(entry.failures)
      entry.retryAt = Date.now() + delay
      const kept = entry.fingerprint === undefined ? 'no records of it yet' : 'its previous records are kept'
      console.error(
        `[search] ${library.id}: index build failed (${entry.failures} in a row; ${kept}; next try in ${Math.round(delay / 1000)} s):`,
        error instanceof Error ? error.message : error,
      )
    } finally {
      entry.building = undefined
    }
  })
  return entry.building
}

/**
 * Loads every persisted library with the messages and associations stored beside it (made again
 * only when missing or made from other content); the libraries count as in once all of that is.
 */
async function loadPersisted() {
  const dir = getConfig().SEARCH_INDEX_DIR
  const removed = await removeAbandonedTempFiles(dir)
  if (removed.length) console.log(`[search] removed ${removed.length} file(s) left by writers that stopped: ${removed.join(', ')}`)
  const loaded: { entry: LibraryState; fingerprint: string }[] = []
  try {
    const files: PersistedFile[] = []
    for (const library of currentLibraries()) {
      const file = await readLibraryFile(dir, library.id)
      if (file) files.push({ library, ...file })
    }
    const fromSnapshot = await loadFromSnapshot(dir, files)
    for (const { library, fingerprint, records } of files) {
      if (!fromSnapshot) await state.engine.replaceLibrary(library.id, records, { fingerprint, learn: false })
      const messages = await readMessagesFile(dir, library.id, fingerprint)
      if (messages) state.engine.replaceMessages(library.id, messages)
      else await refreshMessages(state.engine, library, { dir, fingerprint })
      loaded.push({ entry: libraryState(library.id), fingerprint })
    }
    await takeOrLearnAssociations(state.engine, dir)
    if (!fromSnapshot && files.length) void storeLearnedState(state.engine, dir, { snapshot: files.length === currentLibraries().length })
  } finally {
    for (const { entry, fingerprint } of loaded) entry.fingerprint = fingerprint
  }
}

type PersistedFile = { library: Library; fingerprint: string; records: AsyncIterable<SearchRecord> | SearchRecord[] }

/**
 * Loads the persisted libraries with the stored index snapshot when it holds exactly their
 * records (the same libraries at the same fingerprints, and `loadSnapshot` accepts it); false
 * when the libraries are to be indexed one by one (from the records read here, if read).
 */
async function loadFromSnapshot(dir: string, files: PersistedFile[]): Promise<boolean> {
  if (!files.length) return false
  const snapshot = await readIndexSnapshot(dir)
  const stored = Object.keys(snapshot?.fingerprints ?? {})
  if (!snapshot || stored.length !== files.length || !files.every((file) => snapshot.fingerprints[file.library.id] === file.fingerprint)) return false
  const libraries: { library: string; fingerprint: string; records: SearchRecord[] }[] = []
  for (const file of files) {
    const records: SearchRecord[] = []
    for await (const record of file.records) records.push(record)
    libraries.push({ library: file.library.id, fingerprint: file.fingerprint, records })
    // Read once: the array stands for the file from now on.
    file.records = records
  }
  if (await state.engine.loadSnapshot(libraries, snapshot.index)) return true
  console.warn('[search] the stored index snapshot does not fit the index files: indexing them again')
  return false
}

/** Compares every library's refs with its records; starts a background rebuild of each stale one. */
async function checkFreshness(): Promise<Freshness> {
  const found: Freshness = { missing: [], stale: [] }
  const note = (library: Library, entry: LibraryState) => (entry.fingerprint === undefined ? found.missing : found.stale).push(library.id)
  for (const library of currentLibraries()) {
    const entry = libraryState(library.id)
    // Asked again after reading the refs: a build may have started, or failed, meanwhile.
    const waits = () => entry.building !== undefined || (entry.retryAt !== undefined && Date.now() < entry.retryAt)
    if (waits()) {
      note(library, entry)
      continue
    }
    const fingerprint = await libraryFingerprint(library).catch(() => undefined)
    if (fingerprint === undefined || fingerprint !== entry.fingerprint) {
      note(library, entry)
      if (!waits()) void queueBuild(library)
    }
  }
  return found
}

/**
 * The index. The first call loads the persisted libraries (a few hundred milliseconds) and
 * starts building the others in the background; searches answer from what is in meanwhile.
 */
export async function getSearchEngine(): Promise<SearchEngine> {
  state.loaded ??= loadPersisted()
    .catch((error) => console.error('[search] could not read the persisted index:', error instanceof Error ? error.message : error))
    .finally(() => (state.loadSettled = true))
  // A first search waits a moment for the persisted libraries, then answers from those read so far.
  if (!state.loadSettled) await Promise.race([state.loaded, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS).unref())])
  if (Date.now() - state.checkedAt >= getConfig().SEARCH_REFRESH_MS) {
    state.checkedAt = Date.now()
    // Compared once the persisted libraries are in: one still being read is not stale.
    state.checking = state.loaded.then(checkFreshness)
    state.checking.catch(() => undefined)
  }
  return state.engine
}

/** Whether every library is in the index and none is being built (an answer header tells clients). */
export function searchIndexComplete(): boolean {
  const ids = currentLibraries().map((l) => l.id)
  return ids.every((id) => {
    const entry = state.libraries.get(id)
    return entry?.fingerprint !== undefined && !entry.building
  })
}

/**
 * Loads or builds the index shortly after the server starts, so the first reader to search
 * does not wait. Only for the embedded backend; a failure is logged and the first search tries again.
 */
export function prepareIndexAfterStart(delayMs = 500) {
  if (getConfig().SEARCH_BACKEND !== 'embedded' || isIndexWorker()) return
  setTimeout(() => {
    const started = performance.now()
    getSearchEngine()
      .then(async (engine) => {
        // Said once the persisted files are read and compared with the docs, so the line is true.
        await state.loaded
        const found = await (state.checking ?? checkFreshness())
        console.log(indexLoadedLine(engine.size, Math.round(performance.now() - started), currentLibraries().length, found))
      })
      .catch((error) => console.error('[search] index not ready at start:', error instanceof Error ? error.message : error))
  }, delayMs).unref()
}

/** The start's log line: what was loaded, and which libraries are built in the background and why. */
export function indexLoadedLine(records: number, ms: number, libraries: number, { missing, stale }: Freshness): string {
  const loaded = `[search] index loaded: ${records} records (${ms} ms)`
  if (!missing.length && !stale.length) return `${loaded}; all ${libraries} ${libraries === 1 ? 'library' : 'libraries'} current`
  const building = [...missing.map((id) => `${id} (no index file)`), ...stale.map((id) => `${id} (docs changed)`)]
  return `${loaded}; building in the background: ${building.join(', ')}`
}

/** For the dashboard: records in the index, and when and how fast a library was last built here. */
export async function searchIndexStatus(): Promise<{ records: number; lastBuildAt?: string; buildMs?: number }> {
  const engine = await getSearchEngine()
  const built = [...state.libraries.values()].filter((entry) => entry.builtAt)
  const last = built.sort((a, b) => (a.builtAt! < b.builtAt! ? 1 : -1))[0]
  return { records: engine.size, lastBuildAt: last?.builtAt, buildMs: built.length ? built.reduce((sum, entry) => sum + (entry.buildMs ?? 0), 0) : undefined }
}

/** Rebuilds every library now (the dashboard's Rebuild); builds already queued are joined. */
export async function rebuildIndexNow(): Promise<void> {
  await getSearchEngine()
  await Promise.all(currentLibraries().map(queueBuild))
  state.checkedAt = Date.now()
}

/** For tests: builds with `build` instead (one that fails, say), and forgets every library's state. */
export function useBuilderForTesting(build: Builder = (...args) => buildLibrary(...args)): void {
  builder = build
  state.libraries.clear()
  state.engine = new SearchEngine()
  state.checkedAt = 0
  state.loaded = undefined
  state.loadSettled = false
  state.queue = Promise.resolve()
}

/** For tests: when each library's next build may start after failures. */
export function buildRetryOf(libraryId: string): { failures: number; retryAt?: number } {
  const entry = state.libraries.get(libraryId)
  return { failures: entry?.failures ?? 0, retryAt: entry?.retryAt }
}
