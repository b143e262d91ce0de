/**
 * A migration guide to an earlier major than the one checked (`migrating-to-react-query-4.md` in
 * the docs of `@tanstack/react-query` 5): its code is true of that major, not of the version the
 * site checks it against. Its blocks are still checked, but a failure there is the page's history,
 * not an error: a fragment, with that reason.
 */
import type { SnippetVerdict } from './types'

/** The major a page's file name says it migrates to: `migrating-to-v5.md`, `migrate-from-v5-to-v6.md`, `migrating-to-react-query-4.md`. */
export function migrationTarget(file: string): number | undefined {
  const match = /migrat(?:e|ing)-(?:from-[\w.-]+?-)?to-(?:[a-z-]+-)?v?(\d+)(?:\.\d+)*\.mdx?$/i.exec(file)
  return match ? Number(match[1]) : undefined
}

/** The block's verdict on its page: a failure on a migration guide to an earlier major than `checkedVersion` (`5.90.1`) is a fragment. */
export function onHistoricalPage(file: string, checkedVersion: string | undefined, verdict: SnippetVerdict): SnippetVerdict {
  const target = migrationTarget(file)
  const major = checkedVersion ? Number(/^\d+/.exec(checkedVersion)?.[0]) : NaN
  if (verdict.verdict !== 'fails' || target === undefined || !(target < major)) return verdict
  return { verdict: 'fragment', reason: `the page migrates to v${target}, an earlier major than the ${major} checked: its code is true of v${target}` }
}
