/**
 * The major version a branch documents, as its packages declare it: the repository is the
 * authority, the catalogue's `latestVersion` only a fallback for repositories without manifests.
 * Pure: the server reads the `package.json` files (server/content/page-list.ts).
 */

/** The fields read from a `package.json`; anything else in it is ignored. */
export type PackageManifest = { name?: unknown; version?: unknown; private?: unknown }

const releaseVersion = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/

function majorOf(version: unknown): number | undefined {
  if (typeof version !== 'string') return undefined
  const match = releaseVersion.exec(version.trim())
  if (!match) return undefined
  // Workspaces often hold a placeholder version that the release tooling replaces
  // (`0.0.0`, or semantic-release's `1.0.0-semantic-release`).
  if (match[1] === '0' && match[2] === '0' && match[3] === '0') return undefined
  if (/semantic-release/i.test(version)) return undefined
  return Number(match[1])
}

/** The major most of the manifests share; on a tie, the lower one (a side package ahead of the rest is the exception). */
function commonMajor(manifests: readonly PackageManifest[]): number | undefined {
  const counts = new Map<number, number>()
  for (const manifest of manifests) {
    const major = majorOf(manifest.version)!
    counts.set(major, (counts.get(major) ?? 0) + 1)
  }
  let best: number | undefined
  for (const [major, count] of counts) {
    if (best === undefined || count > counts.get(best)! || (count === counts.get(best)! && major < best)) best = major
  }
  return best
}

/**
 * `v9` for a branch whose main package declares 9.x. `packages` are the library's npm names, its
 * main package first (the catalogue's `libraryPackages`): the first of them the branch declares a
 * release version for decides — never the highest major among them, since side packages of a
 * monorepo (a framework adapter, devtools) often run a major ahead of the library its docs
 * describe. Without any of them, the major most published manifests share, else most of any.
 * Undefined when no manifest declares a release version.
 */
export function declaredMajor(manifests: readonly PackageManifest[], packages: readonly string[]): string | undefined {
  const versioned = manifests.filter((manifest) => majorOf(manifest.version) !== undefined)
  for (const name of packages) {
    const main = versioned.find((manifest) => manifest.name === name)
    if (main) return `v${majorOf(main.version)!}`
  }
  const published = versioned.filter((manifest) => manifest.private !== true)
  const major = commonMajor(published.length ? published : versioned)
  return major === undefined ? undefined : `v${major}`
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
