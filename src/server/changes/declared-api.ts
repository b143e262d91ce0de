/**
 * Every name a library's packages declare at one commit: the sources the checked-code type
 * environment mounts for the version (monorepoTypeSource: the repository's own `packages/*`),
 * scanned for declarations (src/lib/changes/declared-names.ts). Undefined when the repository has
 * no packages of its own to read (a plain docs folder): nothing is confirmed then.
 */
import { declaredNames } from '~/lib/changes/declared-names'
import { snapshotOf } from '~/server/content/snapshot'
import type { LoadedPageList } from '~/server/content/page-list'
import { repositoryReader } from '~/server/snippets/repository-reader'
import { monorepoTypeSource } from '~/server/snippets/type-source'

/** Files scanned between two turns of the event loop: the scan of a large monorepo never holds it long. */
const FILES_PER_TURN = 25

export async function declaredApiNames(list: LoadedPageList): Promise<Set<string> | undefined> {
  const source = await monorepoTypeSource(repositoryReader(snapshotOf(list)), list.contentId)
  if (!source) return undefined
  const names = new Set<string>()
  let scanned = 0
  for (const [file, text] of source.files) {
    if (!/\.(?:ts|tsx|mts|cts)$/.test(file)) continue
    for (const name of declaredNames(text)) names.add(name)
    if (++scanned % FILES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  return names
}
