/**
 * The packages a library's repository ships (`packages/<dir>/package.json`), read for what a page
 * is checked with: its adapter for a framework is the repository's package for that framework
 * (`@tanstack/lit-form` peer-depending on `lit`), not a name from the site's catalogue.
 */
import type { RepositoryReader } from './type-source'

/** Each package by name: its `dependencies` and `peerDependencies` (names and ranges). */
export type RepositoryPackages = Map<string, Record<string, string>>

export async function repositoryPackages(reader: RepositoryReader): Promise<RepositoryPackages> {
  const packages: RepositoryPackages = new Map()
  for (const file of await reader.listFiles()) {
    if (!/^packages\/[^/]+\/package\.json$/.test(file)) continue
    try {
      const manifest = JSON.parse((await reader.readFile(file)) ?? '') as { name?: unknown; dependencies?: unknown; peerDependencies?: unknown }
      if (typeof manifest.name !== 'string') continue
      const ranges: Record<string, string> = {}
      for (const field of [manifest.dependencies, manifest.peerDependencies])
        if (field && typeof field === 'object') for (const [name, range] of Object.entries(field)) if (typeof range === 'string') ranges[name] = range
      packages.set(manifest.name, ranges)
    } catch {
      // A manifest that does not parse ships nothing the checker can use.
    }
  }
  return packages
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The repository's adapter of a library for a framework, among its packages named for the
 * framework (`@scope/<framework>-…`): `@scope/<framework>-<library>` when there is one; else one
 * that depends on the framework's module (not a tool written with it), the one the framework's
 * other packages depend on most (the devtools and persisters build on the adapter:
 * `angular-query-experimental`), then the shortest name. The core is the
 * repository's `@scope/<library>-core`, when it has one.
 */
export function repositoryAdapter(
  packages: RepositoryPackages,
  libraryId: string,
  framework: string,
  frameworkModule: string,
): { adapter: string; core?: string } | undefined {
  const named = new RegExp(`^(?:@[^/]+/)?${escape(framework)}-`)
  const candidates = [...packages.keys()].filter((name) => named.test(name))
  const exact = candidates.find((name) => new RegExp(`^(?:@[^/]+/)?${escape(framework)}-${escape(libraryId)}$`).test(name))
  const usesFramework = candidates.filter((name) => frameworkModule in packages.get(name)!)
  const dependedOn = (name: string) => usesFramework.filter((other) => name in packages.get(other)!).length
  const adapter = exact ?? [...usesFramework].sort((a, b) => dependedOn(b) - dependedOn(a) || a.length - b.length || a.localeCompare(b))[0]
  if (!adapter) return undefined
  const scope = /^@[^/]+\//.exec(adapter)?.[0] ?? ''
  const core = `${scope}${libraryId}-core`
  return { adapter, ...(packages.has(core) ? { core } : {}) }
}
