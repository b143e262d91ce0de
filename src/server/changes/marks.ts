/**
 * The "New" and "Updated" marks of a version's sidebar, computed with its page list: once per
 * library, commit and day (the marks age), from the docs history (one git log) and the pages'
 * texts at the commit and before the Updated window. Rules: src/lib/changes/marks.ts.
 */
import { approximateBytes, memoryShare, onFirstUse } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { isSubstantialChange, overridesOf, pageMark, updateBaseline, type PageMark } from '~/lib/changes/marks'
import { docsBase } from '~/lib/docs/address'
import { getContentSource } from '~/server/content'
import { pageListOf } from '~/server/docs/doc-page'
import type { LoadedPageList } from '~/server/content/page-list'
import { parseFrontMatter } from '~/server/markdown'
import { docsHistory } from './history'

/** Marks by page (as in the URL after `/docs/`); pages without a mark are left out. */
export type PageMarks = Record<string, PageMark>

// Made on first use: the memory plan reads the configuration, which a module must not do as it loads.
const marksCache = onFirstUse(
  () =>
    new LRUCache<string, PageMarks, { list: LoadedPageList; now: number }>({
      maxSize: memoryShare('history', 4),
      sizeCalculation: (marks) => Math.max(1, approximateBytes(marks)),
      // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => computeMarks(context.list, context.now),
    }),
)

function split(source: string | undefined): { data: Record<string, unknown>; body: string } {
  if (source === undefined) return { data: {}, body: '' }
  try {
    const { data, content } = parseFrontMatter(source)
    return { data, body: content }
  } catch {
    return { data: {}, body: source }
  }
}

async function read(repo: string, ref: string, file: string): Promise<string | undefined> {
  return (await getContentSource().readFile(repo, ref, file))?.toString('utf8')
}

export async function computeMarks(list: LoadedPageList, now: number): Promise<PageMarks> {
  const histories = await docsHistory(list)
  if (!histories) return {}
  const byFile = new Map<string, PageMark | undefined>()
  await Promise.all(
    [...new Set(list.pages.map((entry) => entry.file))].map(async (file) => {
      const history = histories.get(file)
      const current = split(await read(list.repo, list.contentId, file))
      const overrides = overridesOf(current.data)
      let substantial: boolean | undefined
      const baseline = history && overrides.updated === undefined ? updateBaseline(history, now) : undefined
      if (baseline) substantial = isSubstantialChange(split(await read(list.repo, baseline, file)).body, current.body)
      byFile.set(file, pageMark({ history, overrides, now, substantial }))
    }),
  )
  const marks: PageMarks = {}
  for (const entry of list.pages) {
    const mark = byFile.get(entry.file)
    if (mark) marks[entry.page] = mark
  }
  return marks
}

/** The marks of a library's sidebar at a version, by page href; empty where there is no history. */
export async function sidebarMarks(libraryId: string, version: string, now = Date.now()): Promise<Record<string, PageMark>> {
  const found = await pageListOf(libraryId, version)
  if (found.kind !== 'list') return {}
  // Marks are worked out once a day, at the day's start (UTC), so every reader sees the same.
  const day = new Date(now).toISOString().slice(0, 10)
  const marks =
    (await marksCache().fetch(`${found.list.repo}@${found.list.contentId}:${found.list.docsRoot}:${day}`, {
      context: { list: found.list, now: Date.parse(day) },
    })) ?? {}
  // The sidebar's links carry the URL's version.
  const base = docsBase(found.library.id, version)
  return Object.fromEntries(Object.entries(marks).map(([page, mark]) => [`${base}/${page}`, mark]))
}
