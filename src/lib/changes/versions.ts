import type { Library } from '~/site/types'
import { isLatestVersion, LATEST, resolveBranch } from '~/site/versions'

/** The name a reader knows a version by: `latest` is the latest major's number. */
export function versionLabel(library: Pick<Library, 'latestVersion'>, version: string): string {
  return version === LATEST ? library.latestVersion : version
}

/** Newest first: `latest` and the latest major are one. */
export function versionRank(library: Library, version: string): number {
  if (isLatestVersion(library, version)) return 0
  const index = library.availableVersions.indexOf(version)
  return index < 0 ? Number.MAX_SAFE_INTEGER : index
}

/** The versions a page of `version` can be compared with: every other branch the catalogue lists, `latest` for the latest major. */
export function comparableVersions(library: Library, version: string): string[] {
  const own = resolveBranch(library, version)
  return [LATEST, ...library.availableVersions]
    .filter((other) => other === LATEST || !isLatestVersion(library, other))
    .filter((other) => resolveBranch(library, other) !== own)
}
