/**
 * Builds one library's records in worker threads, so the server's own memory and event loop
 * stay with the readers: rendering pages (Markdown, Shiki's highlighter and its WebAssembly
 * memory, the docs caches) happens in a worker's own heap, released when the worker ends. Each
 * worker renders a batch of pages and appends their records to the library's file being
 * written (index-files.ts), then ends, so no worker grows with the size of a library; the
 * server reads the finished file into its index.
 *
 * A worker runs the server's own code: it loads the module this code was bundled into and finds
 * its task in `workerData`, so the production build needs no separate entry.
 */
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { allPages, docTargets, recordsOfPages, type Progress } from './crawl'
import { libraryFingerprint } from './fingerprint'
import { appendRecords, startLibraryFile } from './index-files'

const TASK = 'search-index-build'

type Job = { task: typeof TASK; library: string; temp: string; fingerprint: string; from: number; count: number }
type BatchDone = { total: number; records: number }
export type LibraryBuilt = { fingerprint: string; records: number }

/** Pages one worker renders before it ends: bounds the memory of its highlighter and caches. */
const PAGES_PER_WORKER = 60
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
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: job,
      env: { ...process.env, DOCS_CACHE_ENTRIES: WORKER_DOCS_CACHE, LIVE_STATS_REFRESH_SECONDS: '0' },
    })
    // An index build does not keep a server that is shutting down alive.
    worker.unref()
    let result: BatchDone | undefined
    let failure: Error | undefined
    worker.on('message', (message: { done?: BatchDone; error?: string }) => {
      if (message.done) result = message.done
      if (message.error) failure = new Error(message.error)
    })
    worker.once('error', (error) => (failure ??= error))
    worker.once('exit', (code) => (result ? resolve(result) : reject(failure ?? new Error(`the index worker of ${job.library} exited with code ${code}`))))
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
        const done = await batchInWorker({ task: TASK, library: library.id, temp: file.temp, fingerprint, from, count: PAGES_PER_WORKER })
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

/** Whether this thread is an index worker (the server's start-up work is not done there). */
export function isIndexWorker(): boolean {
  return !isMainThread && (workerData as Job | undefined)?.task === TASK
}

if (isIndexWorker()) {
  void runBatch(workerData as Job)
    .then((done) => parentPort?.postMessage({ done }))
    .catch((error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }))
    .finally(async () => {
      const { getContentSource } = await import('~/server/content')
      await getContentSource().close?.()
      process.exit(0)
    })
}
