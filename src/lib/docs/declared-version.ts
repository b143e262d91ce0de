/**
 * The major version a branch documents, as its packages declare it: the repository is the
 * authority, the catalogue's `latestVersion` only a fallback for repositories without manifests.
 * Pure: the server reads the `package.json` files (server/docs/page-list.ts).
 */

/** The fields read from a `package.json`; anything else in it is ignored. */
export type PackageManifest = { name?: unknown; version?: unknown; private?: unknown }

const releaseVersion = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/

function majorOf(version: unknown): number | undefined {
  if (typeof version !== 'string') return undefined
  const match = releaseVersion.exec(version.trim())
  if (!match) return undefined
  // Workspaces often hold a placeholder version that the release tooling replaces.
  if (match[1] === '0' && match[2] === '0' && match[3] === '0') return undefined
  return Number(match[1])
}

/**
 * `v9` for a branch whose packages declare 9.x: the highest major among the library's own
 * packages (the catalogue's npm names), else among the published (not private) manifests, else
 * among any manifest with a version. Undefined when no manifest declares a release version.
 */
export function declaredMajor(manifests: readonly PackageManifest[], packages: readonly string[]): string | undefined {
  const versioned = manifests.filter((manifest) => majorOf(manifest.version) !== undefined)
  const own = versioned.filter((manifest) => typeof manifest.name === 'string' && packages.includes(manifest.name))
  const published = versioned.filter((manifest) => manifest.private !== true)
  const chosen = own.length ? own : published.length ? published : versioned
  if (!chosen.length) return undefined
  return `v${Math.max(...chosen.map((manifest) => majorOf(manifest.version)!))}`
}

/** Reads a manifest's text; anything that is not a JSON object gives undefined. */
export function parseManifest(text: string): PackageManifest | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PackageManifest) : undefined
  } catch {
    return undefined
  }
}
