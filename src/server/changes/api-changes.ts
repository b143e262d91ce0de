/**
 * Renamed, removed, no longer documented and added API names of a library between an older major
 * and a newer one, derived from both versions' reference pages, the newer one's migration guides
 * and its packages' declarations (rules in src/lib/changes/api-changes.ts). Kept by both commits.
 */
import { approximateBytes, memoryShare, onFirstUse } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { confirmRemovals, deriveApiChanges, isMigrationGuide, isReferencePage, type ApiChanges, type ApiPage } from '~/lib/changes/api-changes'
import { versionLabel, versionRank } from '~/lib/changes/versions'
import { docsBase } from '~/lib/docs/address'
import { snapshotOf } from '~/server/content/snapshot'
import { pageListOf } from '~/server/docs/doc-page'
import type { LoadedPageList } from '~/server/content/page-list'
import type { Library } from '~/site/types'
import { declaredApiNames } from './declared-api'
import { isKnownVersion, LATEST, resolveBranch } from '~/site/versions'

export type ApiChangesAnswer =
  | {
      kind: 'changes'
      library: { id: string; name: string }
      older: { version: string; label: string }
      newer: { version: string; label: string }
      changes: ApiChanges
      /** Where the names' pages are, for links. */
      olderDocs: string
      newerDocs: string
      /** The other older versions this page can start from. */
      others: { from: string; href: string }[]
    }
  | { kind: 'invalid'; message: string }

// Made on first use: the memory plan reads the configuration, which a module must not do as it loads.
const cache = onFirstUse(
  () =>
    new LRUCache<string, ApiChanges, { library: Library; older: LoadedPageList; newer: LoadedPageList; newerLabel: string }>({
      maxSize: memoryShare('history', 4),
      sizeCalculation: (changes) => Math.max(1, approximateBytes(changes)),
      // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const [older, newer, declared] = await Promise.all([
          pagesOf(context.older, (file) => isReferencePage(file)),
          pagesOf(context.newer, (file) => isReferencePage(file) || isMigrationGuide(file, context.newerLabel)),
          declaredApiNames(context.newer),
        ])
        return confirmRemovals(deriveApiChanges({ older, newer, newerLabel: context.newerLabel }), declared)
      },
    }),
)

async function pagesOf(list: LoadedPageList, wanted: (file: string) => boolean): Promise<ApiPage[]> {
  const seen = new Set<string>()
  const entries = list.pages.filter((entry) => wanted(entry.file) && !seen.has(entry.file) && seen.add(entry.file))
  const pages = await Promise.all(
    entries.map(async (entry) => {
      const markdown = await snapshotOf(list).readText(entry.file)
      return markdown === undefined ? undefined : { file: entry.file, page: entry.page, markdown }
    }),
  )
  return pages.filter((page): page is ApiPage => page !== undefined)
}

/** The version just older than `version`, if the catalogue lists one. */
export function previousMajor(library: Library, version: string): string | undefined {
  const rank = versionRank(library, version)
  return library.availableVersions.find((candidate) => versionRank(library, candidate) > rank)
}

/** API changes of `libraryId` from `from` (default: the previous major) to `version`. */
export async function apiChangesOf(libraryId: string, version: string, from: string | undefined): Promise<ApiChangesAnswer | undefined> {
  const newerFound = await pageListOf(libraryId, version)
  if (newerFound.kind !== 'list') return undefined
  const { library } = newerFound
  const older = from ?? previousMajor(library, version)
  if (!older) return { kind: 'invalid', message: `${library.name} ${versionLabel(library, version)} has no older version to compare with.` }
  if (!isKnownVersion(library, older)) return { kind: 'invalid', message: `${library.name} has no version "${older}".` }
  if (versionRank(library, older) <= versionRank(library, version) || resolveBranch(library, older) === resolveBranch(library, version)) {
    return {
      kind: 'invalid',
      message: `${versionLabel(library, older)} is not older than ${versionLabel(library, version)}: changes go from an older major to a newer one.`,
    }
  }
  const olderFound = await pageListOf(libraryId, older)
  if (olderFound.kind !== 'list') return { kind: 'invalid', message: `The ${library.name} ${older} docs could not be found.` }
  const newerLabel = versionLabel(library, version)
  const changes = await cache().fetch(`${library.id}:${olderFound.list.contentId}:${newerFound.list.contentId}`, {
    context: { library, older: olderFound.list, newer: newerFound.list, newerLabel },
  })
  return {
    kind: 'changes',
    library: { id: library.id, name: library.name },
    older: { version: older, label: versionLabel(library, older) },
    newer: { version, label: newerLabel },
    changes: changes ?? { renamed: [], removed: [], undocumented: [], added: [] },
    olderDocs: docsBase(library.id, older),
    newerDocs: docsBase(library.id, version === library.latestVersion ? LATEST : version),
    others: library.availableVersions
      .filter((other) => other !== older && versionRank(library, other) > versionRank(library, version))
      .map((other) => ({ from: versionLabel(library, other), href: `${docsBase(library.id, version)}/changes?from=${other}` })),
  }
}
