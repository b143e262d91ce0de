/**
 * What one doc page may cost the server. A repository can hold a generated reference or a long
 * changelog of several megabytes; rendered in one piece on the server's event loop, a 250 KB
 * page froze every reader for seconds and a 5.5 MB one exhausted the heap. Three bounds:
 *
 * - a source over `MAX_PAGE_SOURCE_BYTES` is cut at a line and shown with a notice at its top
 *   and where it stops, linking to the whole file in the repository: a reader of a generated
 *   reference still gets its opening (its index, the first entries) and the way to the rest;
 * - a source over `IN_PROCESS_SOURCE_BYTES` is rendered in a child process (render-child.ts, cut
 *   to what the child's part of the memory plan holds, `childSourceBytes`), so
 *   parsing it — one synchronous stretch as long as the text — never holds the server's event
 *   loop, and its memory is the child's. Under it a dense generated reference holds the loop
 *   for up to 0.7–1.2 s (48 KB, on two shared cores). Every page of the corpus libraries is under it
 *   (the longest is 42 KB): a child costs a cold page about 6 s more (the process, and Shiki's
 *   grammars loaded again), so a real page is not sent there;
 * - the search index reads the first `INDEXED_SOURCE_BYTES` of a page, in an index build worker
 *   no more than a render child of the same heap shows (service.ts; records.ts bounds the
 *   records and text it keeps of them).
 *
 * Code highlighting has its own bounds (`HIGHLIGHT_MAX_…` in src/server/markdown/plugins.ts).
 */
export const MAX_PAGE_SOURCE_BYTES = 512 * 1024
export const IN_PROCESS_SOURCE_BYTES = 48 * 1024
export const INDEXED_SOURCE_BYTES = 256 * 1024

/**
 * How much of a long page a render child shows at the default limit, and at least at any larger
 * one: the memory plan gives the child the heap this needs (`childHeapMbFor`, `heapBudget` in
 * memory-limit.ts) and the server the rest, so the page a reader sees does not shrink when the
 * server's own part of the limit changes.
 */
export const LONG_PAGE_SHOWN_BYTES = 72 * 1024

/**
 * The heap a render child needs (MB, as `heapFlags` sets it): a base for the server's bundle,
 * Shiki's grammars and the page list, and so much a KB of the page. Fitted with a margin to the
 * densest page measured, a generated API reference (a heading, a table and a highlighted
 * signature every 200 bytes), rendered by the built child with each heap until it ran out
 * (docs/performance.md, "The child jobs' part"): 48 KB needed at most 56 MB, 72 KB 66, 96 KB 76,
 * 128 KB 88; a guide of prose and highlighted TSX, 72 KB in 56 MB.
 */
const CHILD_BASE_HEAP_MB = 45
const CHILD_HEAP_MB_PER_SOURCE_KB = 0.4

/** The heap (MB, as `heapFlags` gets it) a render child needs to show `sourceBytes` of a page. */
export function childHeapMbFor(sourceBytes: number): number {
  return Math.ceil(CHILD_BASE_HEAP_MB + (sourceBytes / 1024) * CHILD_HEAP_MB_PER_SOURCE_KB)
}

/**
 * How much of a long page a render child with a heap of `heapMb` shows, in whole KB: what its
 * heap holds (the memory plan gives the child jobs their part of `MEMORY_LIMIT_MB`,
 * `heapBudget`), never less than what the server renders itself nor more than
 * `MAX_PAGE_SOURCE_BYTES`. Past it the page is cut with the notice, as past
 * `MAX_PAGE_SOURCE_BYTES`.
 */
export function childSourceBytes(heapMb: number): number {
  const fitsKb = Math.floor((heapMb - CHILD_BASE_HEAP_MB) / CHILD_HEAP_MB_PER_SOURCE_KB)
  return Math.min(MAX_PAGE_SOURCE_BYTES, Math.max(IN_PROCESS_SOURCE_BYTES, fitsKb * 1024))
}

export type Truncation = { shownBytes: number; totalBytes: number }

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * The first `maxBytes` (UTF-16 units, close enough to bytes for a bound) of a source, cut after
 * a whole line, with a code fence left open closed again, so the notice that follows the text
 * is not shown as code. A source within the bound comes back as it is.
 */
export function truncateSource(source: string, maxBytes: number): { source: string; truncation?: Truncation } {
  if (source.length <= maxBytes) return { source }
  const cut = source.lastIndexOf('\n', maxBytes)
  let kept = source.slice(0, cut > 0 ? cut : maxBytes)
  let open: string | undefined
  for (const line of kept.split('\n')) {
    const fence = FENCE.exec(line)?.[1]
    if (!fence) continue
    if (!open) open = fence
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined
  }
  if (open) kept += `\n${open}`
  return { source: `${kept}\n`, truncation: { shownBytes: Buffer.byteLength(kept), totalBytes: Buffer.byteLength(source) } }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The site's notice on a cut page (its own markup, after sanitising): how much is shown, and the whole file. */
export function truncationNoticeHtml(truncation: Truncation, fileUrl: string): string {
  const text = `This page is ${formatBytes(truncation.totalBytes)} of Markdown, more than the site shows on one page: here are its first ${formatBytes(truncation.shownBytes)}.`
  return `<div class="md-alert md-alert-note" role="note" data-truncated=""><p class="md-alert-title">Page shortened</p><p>${escapeHtml(text)} <a href="${escapeHtml(fileUrl)}">Read the whole file in its repository</a>.</p></div>`
}

/** The same notice at the end of a page's Markdown copy. */
export function truncationNoticeMarkdown(truncation: Truncation, fileUrl: string): string {
  return `> [!NOTE]\n> This page is ${formatBytes(truncation.totalBytes)} of Markdown; here are its first ${formatBytes(truncation.shownBytes)}. The whole file: ${fileUrl}`
}
