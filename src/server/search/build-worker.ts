/**
 * Builds one library's records in worker processes (child-job.ts), so the server's own memory
 * and event loop stay with the readers. Each worker renders a batch of pages and appends their
 * records to the library's file being written (index-files.ts), then ends, so no worker grows
 * with the size of a library; the server reads the finished file into its index. A worker's heap
 * is the child jobs' part of the memory plan (`heapBudget`), and it takes its turn with the render
 * children (child-job-turns.ts, a waiting render first), so the server and its one child stay
 * within `MEMORY_LIMIT_MB` together. Search answers from the records already in meanwhile.
 */
import { answerParent, childJob, closeContentSource, isChildJobProcess, startChildJob } from '~/server/child-job'
import { childJobHeapMb, childJobTurn } from '~/server/child-job-turns'
import { heapFlags } from '~/server/memory-limit'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { allPages, docTargets, recordsOfPages, type Progress } from './crawl'
import { libraryFingerprint } from './fingerprint'
import { appendRecords, startLibraryFile } from './index-files'

/** The kind of child job that renders a batch of a library's pages. */
const JOB_KIND = 'search-index-batch'

type Job = { library: string; temp: string; fingerprint: string; from: number; count: number }
type BatchDone = { total: number; records: number }
export type LibraryBuilt = { fingerprint: string; records: number }

/** Pages one worker renders before it ends: bounds the memory of its highlighter and caches. */
const PAGES_PER_WORKER = 120

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
  return childJobTurn('background', () => {
    return startChildJob<BatchDone>(import.meta.url, JOB_KIND, job, {}, heapFlags(childJobHeapMb())).result
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

/** Whether this process is a child job (the server's start-up work, such as the index build, is not done there). */
export function isIndexWorker(): boolean {
  return isChildJobProcess()
}

const job = childJob<Job>(JOB_KIND)
if (job) {
  answerParent(() => runBatch(job), closeContentSource)
}
