import { compareParamOf } from '~/lib/changes/compare-param'
import { inPageHtml } from '~/lib/in-page-html'
import { getDocComparisonFn } from './changes.functions'

export type LoadedComparison = Awaited<ReturnType<typeof loadComparison>>

/** The loader's part for `?compare=`: the comparison with its HTML carried by the page's markup only. */
export async function loadComparison(identity: { libraryId: string; version: string; framework?: string; page: string }, searchStr: string) {
  const compare = compareParamOf(searchStr)
  if (!compare) return undefined
  const comparison = await getDocComparisonFn({ data: { ...identity, compare } })
  if (!comparison) return undefined
  if (comparison.kind !== 'diff') return comparison
  return { ...comparison, html: inPageHtml('doc-compare', comparison.html) }
}

/** Route `loaderDeps`: a doc page loads again when its comparison changes. */
export function compareDeps({ search }: { search: Record<string, unknown> }) {
  return { compare: compareParamOf(search) }
}
