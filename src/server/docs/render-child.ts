/**
 * A long doc page rendered in a child process (child-job.ts): parsing Markdown is one synchronous
 * stretch as long as the text (a dense 500 KB reference: 6–12 s on two shared cores), which in
 * the server would hold every reader's request for that long, and its trees take hundreds of
 * megabytes, which in the server would push its bounded heap over. The child loads the page list
 * and renders the page with the server's own code; the server waits without working.
 *
 * One child job at a time (render children and the index build's batches take turns,
 * child-job-turns.ts, a render first), each with a bounded heap and time; a child that fails or
 * runs out of either fails that page's render only. The heap is the child jobs' part of the
 * memory plan, so the server and its child together stay within `MEMORY_LIMIT_MB`, and the page
 * is cut where that heap would not hold more of it (`LONG_PAGE_SHOWN_BYTES` at the default limit).
 */
import { setPriority } from 'node:os'
import { answerParent, childJob, closeContentSource, isChildJobProcess, startChildJob } from '~/server/child-job'
import { childJobHeapMb, childJobTurn } from '~/server/child-job-turns'
import { findPage } from '~/lib/docs/page-list'
import { findLibrary } from '~/site/libraries'
import { currentWorkClient } from '~/server/http/work-scheduler'
import { heapFlags } from '~/server/memory-limit'
import { childSourceBytes } from './page-size'
import type { DocMarkdownBody, RenderedDoc } from './service'

const JOB_KIND = 'doc-render'

export type RenderJob = { mode: 'html' | 'markdown'; library: string; version: string; page: string }
type ChildJob = RenderJob & { maxSourceBytes: number }

/**
 * A child's heap: the child jobs' part of `MEMORY_LIMIT_MB` in the memory plan (`heapBudget`),
 * counted with the server's; and how much of a long page that heap holds (`childSourceBytes`).
 */
function childBudget(): { execArgv: string[]; maxSourceBytes: number } {
  const heapMb = childJobHeapMb()
  return { execArgv: heapFlags(heapMb), maxSourceBytes: childSourceBytes(heapMb) }
}
/** A child still rendering after this long is stopped, and the page's render fails. */
export const CHILD_RENDER_TIMEOUT_MS = 90_000
/**
 * A child's scheduling priority (`nice`): on a machine whose cores are all busy, the server's own
 * process comes first, so the readers it answers meanwhile do not wait for the child's slices.
 */
const CHILD_NICE = 10

/**
 * Whether a long page renders in a child here: in the server, for a request. Not inside a child
 * already (the index build's workers, the docs check), nor in scripts and the development server
 * (which run from source, with nothing to fork).
 */
export function rendersInChild(): boolean {
  return !isChildJobProcess() && currentWorkClient() !== undefined && !import.meta.url.endsWith('.ts')
}

export function renderInChild(job: RenderJob & { mode: 'html' }): Promise<RenderedDoc | null>
export function renderInChild(job: RenderJob & { mode: 'markdown' }): Promise<DocMarkdownBody | null>
export function renderInChild(job: RenderJob): Promise<RenderedDoc | DocMarkdownBody | null> {
  return childJobTurn('reader', async () => {
    const { execArgv, maxSourceBytes } = childBudget()
    const child = startChildJob<RenderedDoc | DocMarkdownBody | null>(import.meta.url, JOB_KIND, { ...job, maxSourceBytes } satisfies ChildJob, {}, execArgv)
    try {
      if (child.pid) setPriority(child.pid, CHILD_NICE)
    } catch {
      // Not allowed here (some containers): the child runs at the server's priority.
    }
    const timer = setTimeout(() => {
      if (child.pid) process.kill(child.pid, 'SIGKILL')
    }, CHILD_RENDER_TIMEOUT_MS)
    timer.unref()
    try {
      return await child.result
    } finally {
      clearTimeout(timer)
    }
  })
}

async function run(job: ChildJob): Promise<RenderedDoc | DocMarkdownBody | null> {
  const library = findLibrary(job.library)
  if (!library) throw new Error(`Unknown library ${job.library}`)
  const { loadPageList } = await import('~/server/content/page-list')
  const service = await import('./service')
  const list = await loadPageList(library, job.version)
  const entry = list ? findPage(list, job.page) : undefined
  if (!list || !entry) return null
  if (job.mode === 'markdown') return service.composeFromSnapshot(library, list, entry, undefined, job.maxSourceBytes)
  return (await service.renderDocPageHere(library, job.version, list, entry, job.maxSourceBytes)) ?? null
}

const job = childJob<ChildJob>(JOB_KIND)
if (job) {
  answerParent(() => run(job), closeContentSource)
}
