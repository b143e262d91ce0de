/**
 * Where a page's types come from (docs/features/checked-code.md). A type source is a set of
 * packages the checker sees under `node_modules`: files held in memory (a monorepo's own
 * `packages/*` at the page's commit) and folders on disk (published packages installed into the
 * cache, the framework type packages the site installs). Nothing here reaches the network.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export type TypeSource = {
  /** Names the source in verdicts and badges: `@tanstack/react-query 5.90.2`. */
  packages: Map<string, string>
  /** Files by path below `node_modules`, e.g. `@tanstack/query-core/src/index.ts`. */
  files: Map<string, string>
  /** Folders that hold packages (`…/node_modules`), after `files`, in order. */
  directories: { dir: string; only?: ReadonlySet<string> }[]
  /** What identifies the types, for result keys: a commit, an installed version set. */
  identity: string
  /** A monorepo's packages: each one's `dependencies` and `peerDependencies` as its manifest names them. */
  dependencies?: Map<string, Record<string, string>>
  /** The names among each package's `dependencies` that are peer dependencies. */
  peers?: Map<string, Set<string>>
  /**
   * The range the repository's other manifests (its examples, its root) name each package with,
   * the one most of them name: another repository's package the docs import that no package of
   * this one depends on (`@tanstack/react-devtools` of Form's examples).
   */
  workspaceRanges?: Map<string, string>
  /** Dependencies installed at another version than the repository names, that one not being published (unpublished.ts). */
  substitutes?: Substitute[]
}

export type Substitute = { name: string; wanted: string; installed: string }

export type RepositoryReader = {
  /** Paths of every file at the commit (below the repository root). */
  listFiles: () => Promise<string[]>
  /** Paths of the manifests outside `packages/`: the root's and the examples'. */
  listManifests?: () => Promise<string[]>
  readFile: (file: string) => Promise<string | undefined>
}

const sourceFile = /\.(?:ts|tsx|d\.ts|mts|cts)$/
const MAX_PACKAGE_BYTES = 8 * 1024 * 1024

/** The entry a monorepo package's types start from when its manifest names none we can map: its `src/index.ts[x]`. */
function sourceEntry(files: Set<string>, dir: string): string | undefined {
  for (const name of ['src/index.ts', 'src/index.tsx', 'index.ts', 'index.d.ts']) if (files.has(`${dir}/${name}`)) return name
  return undefined
}

/**
 * The source file a manifest's target stands for, relative to the package: a target that is a
 * source already stays; a build's output (`./dist/esm/ssr/server.d.ts`, `./build/modern/index.js`)
 * is the `src/` file it is built from (`src/ssr/server.ts[x]`, or `…/index.ts[x]`). Undefined when
 * no source matches: the target is left out, so an import of it does not resolve.
 */
export function sourceOfTarget(files: Set<string>, dir: string, target: string): string | undefined {
  const clean = target.replace(/^\.\//, '')
  if (/\.(?:ts|tsx|mts|cts)$/.test(clean) && files.has(`${dir}/${clean}`)) return `./${clean}`
  const stem = clean
    .replace(/\.d\.(?:ts|mts|cts)$|\.(?:js|mjs|cjs|jsx|ts|tsx)$/, '')
    .replace(/^(?:dist|build|lib|out)\/(?:(?:esm|cjs|modern|legacy|types|es|source|src)\/)?/, '')
    .replace(/^src\//, '')
  for (const candidate of [`src/${stem}.ts`, `src/${stem}.tsx`, `src/${stem}/index.ts`, `src/${stem}/index.tsx`])
    if (files.has(`${dir}/${candidate}`)) return `./${candidate}`
  return undefined
}

/**
 * An Angular package built by ng-packagr publishes one flat declaration file named after the
 * package (`@scope/angular-form` → `dist/types/scope-angular-form.d.ts`), built from the
 * `lib.entryFile` its `ng-package.json` names: that file is the source such a target stands for.
 */
export function ngPackagrTarget(packageName: string, ngPackage: string | undefined, files: Set<string>, dir: string): (target: string) => string | undefined {
  let entryFile: unknown
  try {
    entryFile = (JSON.parse(ngPackage ?? '') as { lib?: { entryFile?: unknown } }).lib?.entryFile
  } catch {
    return () => undefined
  }
  if (typeof entryFile !== 'string') return () => undefined
  const source = entryFile.replace(/^\.\//, '')
  const flatName = packageName.replace(/^@/, '').replace('/', '-')
  return (target) => (files.has(`${dir}/${source}`) && target.replace(/\.d\.[cm]?ts$|\.[cm]?js$/, '').endsWith(`/${flatName}`) ? `./${source}` : undefined)
}

/** A manifest's `exports` with every target mapped to its source (sourceOfTarget); targets without one are dropped. */
function exportsToSources(value: unknown, map: (target: string) => string | undefined): unknown {
  if (typeof value === 'string') return map(value) ?? null
  if (Array.isArray(value)) return value.map((item) => exportsToSources(item, map)).filter((item) => item !== null)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, target] of Object.entries(value)) {
      // `./package.json` and other non-code targets are no types.
      if (typeof target === 'string' && !/\.(?:[cm]?[jt]sx?|d\.[cm]?ts)$/.test(target)) continue
      const mapped = exportsToSources(target, map)
      if (mapped !== null && !(typeof mapped === 'object' && Object.keys(mapped as object).length === 0)) out[key] = mapped
    }
    return out
  }
  return null
}

type Manifest = {
  name?: unknown
  version?: unknown
  types?: unknown
  typings?: unknown
  exports?: unknown
  dependencies?: unknown
  devDependencies?: unknown
  peerDependencies?: unknown
  peerDependenciesMeta?: unknown
}

/**
 * `dependencies` and `peerDependencies` of a manifest, by name, with the range it names. An
 * optional peer is left out: Vue Query's `@vue/composition-api` would pull the whole install to Vue 2.
 * A `devDependency` its sources import (`solid-js` of a devtools package that bundles it) is one
 * too: the workspace installs it, and the sources' types need it.
 */
function dependenciesOf(manifest: Manifest, imported: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {}
  if (manifest.devDependencies && typeof manifest.devDependencies === 'object')
    for (const [name, range] of Object.entries(manifest.devDependencies)) if (typeof range === 'string' && imported.has(name)) out[name] = range
  const meta = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: unknown } | undefined>
  for (const [field, peers] of [
    [manifest.peerDependencies, true],
    [manifest.dependencies, false],
  ] as const) {
    if (!field || typeof field !== 'object') continue
    for (const [name, range] of Object.entries(field)) if (typeof range === 'string' && !(peers && meta[name]?.optional === true)) out[name] = range
  }
  return out
}

/** The packages a source file imports, by name (`solid-js` of `solid-js/web`, `@scope/name` of `@scope/name/sub`); relative and `node:` imports left out. */
export function importedPackages(text: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(/(?:\bfrom|^\s*import|\bimport\s*\()\s*['"]((?:@[\w.-]+\/)?[\w.-]+)(?=['"/])/gm))
    if (!match[1]!.startsWith('.')) names.push(match[1]!)
  return names
}

/** pnpm's default catalog (`catalog:` in `pnpm-workspace.yaml`): the range a `catalog:` dependency stands for. */
export function pnpmCatalog(yaml: string | undefined): Map<string, string> {
  const catalog = new Map<string, string>()
  if (!yaml) return catalog
  let inside = false
  for (const line of yaml.split('\n')) {
    if (/^catalog:\s*$/.test(line)) inside = true
    else if (/^\S/.test(line)) inside = false
    else if (inside) {
      const entry = /^\s+(['"]?)([^'":\s]+)\1\s*:\s*(['"]?)([^'"#]+?)\3\s*(?:#.*)?$/.exec(line)
      if (entry) catalog.set(entry[2]!, entry[4]!)
    }
  }
  return catalog
}

/**
 * The repository's own packages (`packages/<dir>/package.json` with a `name`) at one commit, each
 * mounted under its name with its TypeScript sources and its own manifest, whose `exports` and
 * `types` are mapped to the sources a build compiles (sourceOfTarget), subpaths and conditions
 * included, so an import between packages resolves as in the workspace. Exact and offline: the
 * version is the commit's. Dependencies on packages outside the repository are listed in
 * `dependencies`, to be installed (outsideDependencies).
 */
export async function monorepoTypeSource(reader: RepositoryReader, identity: string): Promise<TypeSource | undefined> {
  const all = await reader.listFiles()
  const present = new Set(all)
  const manifests = all.filter((file) => /^packages\/[^/]+\/package\.json$/.test(file))
  const files = new Map<string, string>()
  const packages = new Map<string, string>()
  const dependencies = new Map<string, Record<string, string>>()
  const peers = new Map<string, Set<string>>()
  for (const manifestPath of manifests) {
    const dir = manifestPath.slice(0, -'/package.json'.length)
    let manifest: Manifest
    try {
      manifest = JSON.parse((await reader.readFile(manifestPath)) ?? '') as Manifest
    } catch {
      continue
    }
    if (typeof manifest.name !== 'string' || !/^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+$/.test(manifest.name)) continue
    const declared = [manifest.types, manifest.typings].find((value): value is string => typeof value === 'string')
    const ngTarget = present.has(`${dir}/ng-package.json`)
      ? ngPackagrTarget(manifest.name, await reader.readFile(`${dir}/ng-package.json`), present, dir)
      : () => undefined
    const sourceOf = (target: string) => sourceOfTarget(present, dir, target) ?? ngTarget(target)
    const entry = (declared ? sourceOf(declared) : undefined) ?? (sourceEntry(present, dir) ? `./${sourceEntry(present, dir)!}` : undefined)
    const exports =
      manifest.exports === undefined
        ? undefined
        : exportsToSources(typeof manifest.exports === 'string' ? { '.': manifest.exports } : manifest.exports, sourceOf)
    if (!entry && !exports) continue
    let bytes = 0
    const imported = new Set<string>()
    for (const file of all) {
      if (
        !file.startsWith(`${dir}/`) ||
        !sourceFile.test(file) ||
        /(?:^|\/)(?:tests?|__tests__|examples?)\//.test(file.slice(dir.length)) ||
        /\.test\.tsx?$/.test(file)
      )
        continue
      const text = await reader.readFile(file)
      if (text === undefined) continue
      bytes += text.length
      if (bytes > MAX_PACKAGE_BYTES) break
      files.set(`${manifest.name}/${file.slice(dir.length + 1)}`, text)
      // What the package's code imports, not its build and test configuration (`vite.config.ts`).
      if (file.startsWith(`${dir}/src/`)) for (const name of importedPackages(text)) imported.add(name)
    }
    files.set(
      `${manifest.name}/package.json`,
      JSON.stringify({ name: manifest.name, version: manifest.version, type: 'module', ...(entry ? { types: entry } : {}), ...(exports ? { exports } : {}) }),
    )
    packages.set(manifest.name, typeof manifest.version === 'string' ? manifest.version : identity.slice(0, 7))
    dependencies.set(manifest.name, dependenciesOf(manifest, imported))
    peers.set(manifest.name, new Set(manifest.peerDependencies && typeof manifest.peerDependencies === 'object' ? Object.keys(manifest.peerDependencies) : []))
  }
  if (packages.size === 0) return undefined
  const catalog = pnpmCatalog(await reader.readFile('pnpm-workspace.yaml'))
  for (const ranges of dependencies.values()) for (const [name, range] of Object.entries(ranges)) ranges[name] = fromCatalog(name, range, catalog)
  const workspaceRanges = await otherManifestRanges(reader, (await reader.listManifests?.()) ?? [], catalog)
  return { packages, files, directories: [frameworkTypesDirectory()], identity, dependencies, peers, workspaceRanges }
}

/** The range a manifest's `catalog:` dependency stands for (pnpm's default catalog); any other range as written. */
function fromCatalog(name: string, range: string, catalog: Map<string, string>): string {
  return range === 'catalog:' || range === 'catalog:default' ? (catalog.get(name) ?? range) : range
}

/** Ranges the manifests outside `packages/` name (examples, the root): for each package, the one most of them name. */
async function otherManifestRanges(reader: RepositoryReader, manifests: string[], catalog: Map<string, string>): Promise<Map<string, string>> {
  const counts = new Map<string, Map<string, number>>()
  for (const file of manifests) {
    let manifest: Manifest
    try {
      manifest = JSON.parse((await reader.readFile(file)) ?? '') as Manifest
    } catch {
      continue
    }
    for (const field of [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies]) {
      if (!field || typeof field !== 'object') continue
      for (const [name, written] of Object.entries(field)) {
        if (typeof written !== 'string') continue
        const range = fromCatalog(name, written, catalog)
        const byRange = counts.get(name) ?? new Map<string, number>()
        counts.set(name, byRange.set(range, (byRange.get(range) ?? 0) + 1))
      }
    }
  }
  return new Map([...counts].map(([name, byRange]) => [name, [...byRange].sort((a, b) => b[1] - a[1])[0]![0]]))
}

/** A framework package the site's own framework types provide (`react` through `@types/react`): not installed again. */
export function providedBySite(name: string): boolean {
  const { dir, only } = frameworkTypesDirectory()
  return [name, `@types/${name}`].some((candidate) => only.has(candidate) && existsSync(path.join(dir, candidate, 'package.json')))
}

/**
 * The last of a range's alternatives (`^2.6.0 || ^3.3.0` → `^3.3.0`): the docs document the
 * newest; given the whole range, npm settled Vue Query's `vue` on 2.6.
 */
function newestAlternative(range: string): string {
  return range.split('||').pop()!.trim() || range
}

/** The release line a range names: `4` of `^4.4.3`, `0.13` of `^0.13.2`, `*` when it names none. */
function majorOf(range: string): string {
  const [, major, minor] = /(\d+)(?:\.(\d+))?/.exec(range) ?? []
  return major === undefined ? '*' : major === '0' ? `0.${minor ?? '*'}` : major
}

/**
 * The packages outside the repository that the given packages depend on (through the repository's
 * own packages they depend on), as `name@range` from the manifests: what the workspace installs.
 * `named`: the packages of the library's scope the blocks import: the repository's own with what
 * they depend on, but for a dependency they name at two majors (the page's own import of it could
 * mean either); another repository's at the range a package of this one names (else its examples). Framework packages
 * the site provides are left out (the others, `vue`, `@angular/core`, are installed at the range
 * the adapter names), as are ranges npm cannot install (`link:`).
 */
export function outsideDependencies(source: TypeSource, roots: string[], provided: (name: string) => boolean = providedBySite, named: string[] = []): string[] {
  const seen = new Set<string>()
  const outside = new Map<string, string>()
  const installable = (dependency: string, range: string) => !provided(dependency) && !/^(?:workspace|link|file|catalog|portal):/.test(range)
  // Every range each outside dependency is named with, to tell a conflict (`zod@^3` and `zod@^4`).
  const ranges = new Map<string, Set<string>>()
  const follow = (from: string[], withPeers: boolean) => {
    const queue = from.filter((name) => source.packages.has(name) && !seen.has(name))
    while (queue.length > 0) {
      const name = queue.pop()!
      if (seen.has(name)) continue
      seen.add(name)
      for (const [dependency, range] of Object.entries(source.dependencies?.get(name) ?? {})) {
        if (source.packages.has(dependency)) queue.push(dependency)
        else if ((withPeers || !source.peers?.get(name)?.has(dependency)) && installable(dependency, range)) {
          ranges.set(dependency, new Set([...(ranges.get(dependency) ?? []), majorOf(newestAlternative(range))]))
          if (!outside.has(dependency)) outside.set(dependency, newestAlternative(range))
        }
      }
    }
  }
  follow(roots, true)
  const fromRoots = new Set(outside.keys())
  // A package of this repository the blocks import (`@tanstack/zod-adapter`), with what npm installs
  // beside it: its dependencies and peers (`zod`). One the packages so reached name at two majors
  // (the zod adapter's `zod@^3`, the route generator's `zod@^4`) is not installed: one flat install
  // cannot say which the page means, so its blocks stay skipped rather than be checked against the other.
  follow(
    named.filter((name) => source.packages.has(name)),
    true,
  )
  for (const [dependency, majors] of ranges) {
    majors.delete('*')
    if (!fromRoots.has(dependency) && majors.size > 1) outside.delete(dependency)
  }
  // A package of another repository the docs import (`@tanstack/react-query` on a Router page):
  // at the range a package of this one names it with.
  for (const name of named) {
    if (source.packages.has(name) || outside.has(name)) continue
    for (const ranges of source.dependencies?.values() ?? []) {
      const range = ranges[name]
      if (range !== undefined && installable(name, range)) {
        outside.set(name, newestAlternative(range))
        break
      }
    }
    // Named by no package: at the range the repository's examples install it with.
    const elsewhere = source.workspaceRanges?.get(name)
    if (!outside.has(name) && elsewhere !== undefined && installable(name, elsewhere)) outside.set(name, newestAlternative(elsewhere))
  }
  return [...outside].map(([name, range]) => `${name}@${range}`).sort()
}

/**
 * Framework type packages installed with the site, shared by every type source. Only these are
 * visible from the site's own `node_modules`: its copy of a documented library must not stand in
 * for the version a page documents. Not `svelte`: the site has it for svelte2tsx (component-code.ts),
 * while a page's Svelte types are installed at the range its adapter names (Svelte 3, 4 or 5).
 */
export const frameworkTypePackages = [
  '@types/react',
  '@types/react-dom',
  'csstype',
  'vue',
  '@vue/runtime-dom',
  '@vue/runtime-core',
  '@vue/reactivity',
  '@vue/shared',
  'solid-js',
  'preact',
  '@angular/core',
  'rxjs',
  'lit',
]

let siteModules: string | undefined

export function frameworkTypesDirectory(): { dir: string; only: ReadonlySet<string> } {
  siteModules ??= findNodeModules(process.cwd())
  return { dir: siteModules, only: new Set(frameworkTypePackages) }
}

function findNodeModules(from: string): string {
  let dir = from
  for (;;) {
    const candidate = path.join(dir, 'node_modules')
    if (existsSync(path.join(candidate, 'typescript'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) return path.join(from, 'node_modules')
    dir = parent
  }
}
