/**
 * A doc page compared with the same page (same framework) of another version: the rendered diff
 * for `?compare=v4`, the unified diff of the composed Markdown for `….md?compare=v4`. When the
 * other version has no such page, the answer says so and names the closest page there, by the
 * rule the version selector follows (`switchTarget`). Diffs are kept by both commits and files.
 */
import { memoryShare, onFirstUse } from '~/server/memory-plan'
import { chargeWork } from '~/server/http/work-scheduler'
import { LRUCache } from 'lru-cache'
import { renderBlockDiff, type BlockDiffStats } from '~/lib/changes/block-diff'
import { unifiedMarkdownDiff } from '~/lib/changes/markdown-diff'
import { findPage, type DocPageEntry } from '~/lib/docs/page-list'
import { docPathOf, pageKeyOf } from '~/lib/docs/address'
import { switchTarget } from '~/lib/docs/switch-target'
import { pageListOf, type DocIdentity } from '~/server/docs/doc-page'
import type { LoadedPageList } from '~/server/content/page-list'
import { docPageMarkdown, renderDocPage } from '~/server/docs/service'
import type { Library } from '~/site/types'
import { isKnownVersion, resolveBranch } from '~/site/versions'
import { versionLabel, versionRank } from '~/lib/changes/versions'

export { comparableVersions, versionLabel } from '~/lib/changes/versions'

export type CompareSide = { version: string; label: string; href: string }

export type DocComparison =
  | { kind: 'diff'; html: string; stats: BlockDiffStats; identical: boolean; older: CompareSide; newer: CompareSide; other: string }
  /** The other version has no such page; `closest` is where the version selector would lead. */
  | { kind: 'missing'; other: string; otherLabel: string; closest: string | undefined }
  | { kind: 'invalid'; message: string }

// Made on first use: the memory plan reads the configuration, which a module must not do as it loads.
const comparisons = onFirstUse(
  () =>
    new LRUCache<string, DocComparison & { kind: 'diff' }, () => Promise<DocComparison & { kind: 'diff' }>>({
      maxSize: memoryShare('comparisons'),
      sizeCalculation: (entry) => 2 * entry.html.length + 500,
      // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => context(),
    }),
)

type Sides = {
  library: Library
  current: { version: string; list: LoadedPageList; entry: DocPageEntry }
  other: { version: string; list: LoadedPageList; entry: DocPageEntry }
}

type Resolved = { kind: 'sides'; sides: Sides } | Exclude<DocComparison, { kind: 'diff' }> | { kind: 'no-page' }

/** Both pages of a comparison, or why there is no comparison. */
async function resolveSides(identity: DocIdentity, compare: string): Promise<Resolved> {
  const found = await pageListOf(identity.libraryId, identity.version)
  if (found.kind === 'not-found') return { kind: 'no-page' }
  const { library, list } = found
  if (!isKnownVersion(library, compare)) return { kind: 'invalid', message: `${library.name} has no version "${compare}" to compare with.` }
  if (resolveBranch(library, compare) === resolveBranch(library, identity.version)) {
    return { kind: 'invalid', message: `This page is ${versionLabel(library, identity.version)}: pick another version to compare with.` }
  }
  const page = pageKeyOf(identity)
  const entry = findPage(list, page)
  if (!entry) return { kind: 'no-page' }
  const otherFound = await pageListOf(library.id, compare)
  const otherLabel = versionLabel(library, compare)
  if (otherFound.kind === 'not-found') return { kind: 'missing', other: compare, otherLabel, closest: undefined }
  const target = switchTarget(library, list, otherFound.list, { page, framework: identity.framework })
  const otherEntry = target?.exact ? findPage(otherFound.list, target.page) : undefined
  if (!otherEntry) {
    return { kind: 'missing', other: compare, otherLabel, closest: target ? docPathOf(library.id, compare, target.page) : undefined }
  }
  return {
    kind: 'sides',
    sides: { library, current: { version: identity.version, list, entry }, other: { version: compare, list: otherFound.list, entry: otherEntry } },
  }
}

function ordered(sides: Sides) {
  const { library, current, other } = sides
  return versionRank(library, other.version) > versionRank(library, current.version) ? { older: other, newer: current } : { older: current, newer: other }
}

function sideOf(library: Library, side: { version: string; entry: DocPageEntry }): CompareSide {
  return { version: side.version, label: versionLabel(library, side.version), href: docPathOf(library.id, side.version, side.entry.page) }
}

/** The page of `identity` compared with its page in `compare`; undefined when `identity` names no page (the route answers that). */
export async function compareDocPage(identity: DocIdentity, compare: string): Promise<DocComparison | undefined> {
  const resolved = await resolveSides(identity, compare)
  if (resolved.kind === 'no-page') return undefined
  if (resolved.kind !== 'sides') return resolved
  const { library } = resolved.sides
  const { older, newer } = ordered(resolved.sides)
  const key = `${library.id}:${identity.framework ?? ''}:${older.list.contentId}:${older.entry.file}:${newer.list.contentId}:${newer.entry.file}:${resolved.sides.current.version}`
  return comparisons().fetch(key, {
    context: async () => {
      const [olderDoc, newerDoc] = await Promise.all([
        renderDocPage(library, older.version, older.list, older.entry),
        renderDocPage(library, newer.version, newer.list, newer.entry),
      ])
      const olderSide = sideOf(library, older)
      const newerSide = sideOf(library, newer)
      // Leaf work in the reader's turn (the renders above take theirs): a long page's diff holds the loop for seconds.
      const diff = await chargeWork(() => renderBlockDiff(olderDoc?.html ?? '', newerDoc?.html ?? '', { older: olderSide.label, newer: newerSide.label }), {
        kind: 'compare',
      })
      return { kind: 'diff' as const, ...diff, older: olderSide, newer: newerSide, other: compare }
    },
  }) as Promise<DocComparison>
}

export type MarkdownComparison =
  | { kind: 'patch'; patch: string }
  | { kind: 'missing'; message: string; closest: string | undefined }
  | { kind: 'invalid'; message: string }
  | { kind: 'no-page' }

/** The unified diff of the page's composed Markdown, from the older version to the newer. */
export async function compareDocMarkdown(identity: DocIdentity, compare: string): Promise<MarkdownComparison> {
  const resolved = await resolveSides(identity, compare)
  if (resolved.kind === 'no-page' || resolved.kind === 'invalid') return resolved
  if (resolved.kind === 'missing') {
    return { kind: 'missing', message: `This page is not in the ${resolved.otherLabel} docs.`, closest: resolved.closest }
  }
  const { library } = resolved.sides
  const { older, newer } = ordered(resolved.sides)
  const [olderMarkdown, newerMarkdown] = await Promise.all([
    docPageMarkdown(library, older.list, older.entry),
    docPageMarkdown(library, newer.list, newer.entry),
  ])
  const patch = await chargeWork(
    () =>
      unifiedMarkdownDiff(
        { label: versionLabel(library, older.version), path: older.entry.file, markdown: olderMarkdown?.markdown ?? '' },
        { label: versionLabel(library, newer.version), path: newer.entry.file, markdown: newerMarkdown?.markdown ?? '' },
      ),
    { kind: 'compare' },
  )
  return { kind: 'patch', patch }
}
