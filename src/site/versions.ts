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

/** How a version reads in selectors and notices: `latest` with the major it documents (`latest (v9)`). */
export function versionLabel(version: string, latestMajor: string): string {
  return version === LATEST ? `${LATEST} (${latestMajor})` : version
}

/** How a version reads in sentences and on the landing page: the major first (`v5 (latest)`, `v4`). */
export function versionName(version: string, latestMajor: string): string {
  return version === LATEST ? `${latestMajor} (${LATEST})` : version
}

/**
 * The versions the selector offers. The catalogue's `latestVersion` opens the latest branch too;
 * when that branch declares another major it would be a second, wrongly numbered name for the
 * same docs, so it is left out (its URLs keep working), unless it is the version being read.
 */
export function versionChoices(library: Library, current: string, latestMajor: string): string[] {
  return selectableVersions(library).filter(
    (version) => version === LATEST || version !== library.latestVersion || version === latestMajor || version === current,
  )
}
