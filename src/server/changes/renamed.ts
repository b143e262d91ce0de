/**
 * "Renamed from `cacheTime` in v5": the renames of every library between adjacent majors, looked
 * up by the old name, for the search dialog's hint. Reads what the changes page reads (cached).
 */
import { versionLabel } from '~/lib/changes/versions'
import { libraries } from '~/site/libraries'
import { LATEST } from '~/site/versions'
import { apiChangesOf, previousMajor } from './api-changes'

export type RenameHint = { library: string; libraryName: string; from: string; to: string; version: string; href: string }

/** Each library's pairs of adjacent majors, newest first: (latest, previous), (previous, the one before)… */
function pairs(): { libraryId: string; newer: string; older: string }[] {
  const found: { libraryId: string; newer: string; older: string }[] = []
  for (const library of libraries) {
    let newer = LATEST
    for (let older = previousMajor(library, newer); older; newer = older, older = previousMajor(library, older))
      found.push({ libraryId: library.id, newer, older })
  }
  return found
}

export async function renameHints(name: string, libraryId?: string): Promise<RenameHint[]> {
  const wanted = name.trim().toLowerCase()
  if (!/^[a-z_$][\w$.]{1,80}$/i.test(wanted)) return []
  const hints: RenameHint[] = []
  for (const pair of pairs().filter((candidate) => !libraryId || candidate.libraryId === libraryId)) {
    const answer = await apiChangesOf(pair.libraryId, pair.newer, pair.older).catch(() => undefined)
    if (answer?.kind !== 'changes') continue
    for (const rename of answer.changes.renamed) {
      if (rename.from.toLowerCase() !== wanted) continue
      const library = libraries.find((candidate) => candidate.id === pair.libraryId)!
      hints.push({
        library: library.id,
        libraryName: library.name,
        from: rename.from,
        to: rename.to,
        version: versionLabel(library, pair.newer),
        href: `${answer.newerDocs}/${rename.toPage ?? rename.guide}`,
      })
    }
  }
  return hints.slice(0, 5)
}
