/**
 * The git history of a library's docs at the commit a version is served from: one
 * `git log --name-only` over the docs folder per library and commit, kept by commit. Never a
 * log per page view. Sources without history (plain folders, GitHub) give none, and the page
 * then shows no date rather than a wrong one.
 */
import { memoryShare, onFirstUse } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { fileHistories, LOG_FORMAT, parseNameOnlyLog, type FileHistory } from '~/lib/changes/history'
import { getContentSource } from '~/server/content'
import type { LoadedPageList } from '~/server/content/page-list'

type Histories = { files: Map<string, FileHistory> | null }

/** Counts the git calls made, for the benchmark and the tests. */
export const historyStats = { gitCalls: 0 }

// Made on first use: the memory plan reads the configuration, which a module must not do as it loads.
const histories = onFirstUse(
  () =>
    new LRUCache<string, Histories, { repo: string; commit: string; root: string }>({
      // A file's entry holds at most RECENT_COMMITS commits of ~120 bytes.
      maxSize: memoryShare('history', 2),
      sizeCalculation: (entry) => 200 + (entry.files ? [...entry.files.values()].reduce((sum, file) => sum + 200 + file.recent.length * 120, 0) : 0),
      // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        historyStats.gitCalls++
        const source = getContentSource()
        const output = source.logNames ? await source.logNames(context.repo, context.commit, context.root, LOG_FORMAT) : undefined
        return { files: output === undefined ? null : fileHistories(parseNameOnlyLog(output)) }
      },
    }),
)

/** Every docs file's history at the list's commit; undefined when the source keeps none. */
export async function docsHistory(list: Pick<LoadedPageList, 'repo' | 'contentId' | 'docsRoot'>): Promise<Map<string, FileHistory> | undefined> {
  if (!/^[0-9a-f]{40,64}$/.test(list.contentId)) return undefined
  const key = `${list.repo}@${list.contentId}:${list.docsRoot}`
  const found = await histories().fetch(key, { context: { repo: list.repo, commit: list.contentId, root: list.docsRoot } })
  return found?.files ?? undefined
}

export type PageHistory = {
  /** ISO date of the last commit that touched the page's file on its branch. */
  lastUpdated: string
  commitUrl: string
  /** The file's commit log on GitHub. */
  historyUrl: string
}

/** "Last updated" and "History" of one file of a list. */
export async function pageHistory(list: Pick<LoadedPageList, 'repo' | 'contentId' | 'docsRoot' | 'branch'>, file: string): Promise<PageHistory | undefined> {
  const files = await docsHistory(list)
  const history = files?.get(file)
  if (!history) return undefined
  return {
    lastUpdated: history.last.date,
    commitUrl: `https://github.com/${list.repo}/commit/${history.last.sha}`,
    historyUrl: `https://github.com/${list.repo}/commits/${list.branch}/${file}`,
  }
}
