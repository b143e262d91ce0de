import { compareParamOf } from '~/lib/changes/compare-param'
import { inPageHtml } from '~/lib/in-page-html'
import { PRELOAD_HEADERS } from '~/lib/preload'
import { getDocExtrasFn, getSidebarMarksFn } from './changes.functions'

export type LoadedExtras = Awaited<ReturnType<typeof loadDocExtras>>
export type LoadedComparison = NonNullable<LoadedExtras['comparison']>

/** The loader's part for the "what changed" features: history, and `?compare=` with its HTML carried by the page's markup only. */
export async function loadDocExtras(identity: { libraryId: string; version: string; framework?: string; page: string }, searchStr: string, preload = false) {
  const compare = compareParamOf(searchStr)
  const { history, comparison, busy, retryAfterSeconds } = await getDocExtrasFn({
    data: { ...identity, compare },
    headers: preload ? PRELOAD_HEADERS : undefined,
  })
  return {
    busy,
    retryAfterSeconds,
    history,
    comparison: comparison?.kind === 'diff' ? { ...comparison, html: inPageHtml('doc-compare', comparison.html) } : comparison,
  }
}

/** Route `loaderDeps`: a doc page loads again when its comparison changes. */
export function compareDeps({ search }: { search: Record<string, unknown> }) {
  return { compare: compareParamOf(search) }
}

/** The layout loader's part: the sidebar's "New" and "Updated" marks by link. */
export function loadSidebarMarks(libraryId: string, version: string) {
  return getSidebarMarksFn({ data: { libraryId, version } }).catch(() => ({}) as Record<string, 'new' | 'updated'>)
}
