import type { Library } from './types'

export const LATEST = 'latest'

/** Versions offered in the version selector: latest first, then the listed ones. */
export function selectableVersions(library: Library): string[] {
  return [LATEST, ...library.availableVersions]
}

export function isKnownVersion(library: Library, version: string): boolean {
  return version === LATEST || library.availableVersions.includes(version)
}

export function isLatestVersion(library: Library, version: string): boolean {
  return version === LATEST || version === library.latestVersion
}

/** The git branch holding a version's docs: latest → latestBranch, any other → its own name. */
export function resolveBranch(library: Library, version: string | undefined): string {
  if (!version) throw new Error(`Could not resolve version for ${library.name}`)
  return isLatestVersion(library, version) ? library.latestBranch : version
}
