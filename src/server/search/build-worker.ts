/**
 * Builds one library's records in worker processes, so the server's own memory and event loop
 * stay with the readers: rendering pages (Markdown, Shiki's highlighter and its WebAssembly
 * memory, the docs caches) happens in a short-lived process whose memory goes back to the
 * system when it ends (a worker thread's would stay in the server's allocator). Each worker
 * renders a batch of pages and appends their records to the library's file being written
 * (index-files.ts), then ends, so no worker grows with the size of a library; the server reads
 * the finished file into its index.
 *
 * A worker runs the server's own code: Node loads the module this code was bundled into and it
 * finds its task in the environment, so the production build needs no separate entry.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { allPages, docTargets, recordsOfPages, type Progress } from './crawl'
import { libraryFingerprint } from './fingerprint'
import { appendRecords, startLibraryFile } from './index-files'

/** The environment variable that carries a worker's job. */
const JOB_VARIABLE = 'SEARCH_INDEX_BUILD_JOB'

type Job = { library: string; temp: string; fingerprint: string; from: number; count: number }
type BatchDone = { total: number; records: number }
export type LibraryBuilt = { fingerprint: string; records: number }

/** Pages one worker renders before it ends: bounds the memory of its highlighter and caches. */
const PAGES_PER_WORKER = 120
/** Rendered pages a worker keeps: it renders each page once. */
const WORKER_DOCS_CACHE = '16'

function libraryOf(id: string): Library {
  const library = findLibrary(id)
  if (!library) throw new Error(`Unknown library ${id}`)
  return library
}

/** Renders pages [from, from + count) of a library and appends their records (inside a worker). */
async function runBatch(job: Job): Promise<BatchDone> {
  const library = libraryOf(job.library)
  // The docs moved since the build began: the batches would not fit together.
  if ((await libraryFingerprint(library)) !== job.fingerprint) throw new Error(`${library.id} moved while its index was built`)
  const pages = await allPages(docTargets([library]))
  const records = await appendRecords(job.temp, recordsOfPages(pages.slice(job.from, job.from + job.count)))
  return { total: pages.length, records }
}

function batchInWorker(job: Job): Promise<BatchDone> {
  return new Promise<BatchDone>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [JOB_VARIABLE]: JSON.stringify(job), DOCS_CACHE_ENTRIES: WORKER_DOCS_CACHE, LIVE_STATS_REFRESH_SECONDS: '0' },
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    })
    // An index build does not keep a server that is shutting down alive.
    child.unref()
    child.channel?.unref()
    let result: BatchDone | undefined
    let failure: Error | undefined
    child.on('message', (message: { done?: BatchDone; error?: string }) => {
      if (message.done) result = message.done
      if (message.error) failure = new Error(message.error)
    })
    child.once('error', (error) => (failure ??= error))
    child.once('exit', (code) => (result ? resolve(result) : reject(failure ?? new Error(`the index worker of ${job.library} exited with code ${code}`))))
  })
}

/**
 * Crawls one library into its file: in batches of worker threads (the server), or here in one
 * pass (scripts and benchmarks, which run from source and end when done).
 */
export async function writeLibraryRecords(libraryId: string, dir: string, options: { inWorkers?: boolean; onProgress?: Progress } = {}): Promise<LibraryBuilt> {
  const library = libraryOf(libraryId)
  const fingerprint = await libraryFingerprint(library)
  const file = await startLibraryFile(dir, library.id, fingerprint)
  let records = 0
  try {
    if (!options.inWorkers) {
      records = await appendRecords(file.temp, recordsOfPages(await allPages(docTargets([library])), options.onProgress))
    } else {
      for (let from = 0, total = 1; from < total; from += PAGES_PER_WORKER) {
        const done = await batchInWorker({ library: library.id, temp: file.temp, fingerprint, from, count: PAGES_PER_WORKER })
        total = done.total
        records += done.records
        options.onProgress?.(Math.min(total, from + PAGES_PER_WORKER), total)
      }
    }
    await file.commit()
  } catch (error) {
    await file.discard()
    throw error
  }
  return { fingerprint, records }
}

/** The job of this process when it is an index worker (the server's start-up work is not done there). */
function workerJob(): Job | undefined {
  const job = process.env[JOB_VARIABLE]
  return job && process.send ? (JSON.parse(job) as Job) : undefined
}

export function isIndexWorker(): boolean {
  return workerJob() !== undefined
}

const job = workerJob()
if (job) {
  void runBatch(job)
    .then((done) => ({ done }))
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    .then(async (message) => {
      const { getContentSource } = await import('~/server/content')
      await getContentSource().close?.()
      process.send!(message, () => process.exit(0))
    })
}
