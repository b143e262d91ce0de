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
}

export type RepositoryReader = {
  /** Paths of every file at the commit (below the repository root). */
  listFiles: () => Promise<string[]>
  readFile: (file: string) => Promise<string | undefined>
}

const sourceFile = /\.(?:ts|tsx|d\.ts|mts|cts)$/
const MAX_PACKAGE_BYTES = 8 * 1024 * 1024

/** The entry a monorepo package's types start from: its `src/index.ts[x]`, as a build would compile it. */
function sourceEntry(files: Set<string>, dir: string): string | undefined {
  for (const name of ['src/index.ts', 'src/index.tsx', 'index.ts', 'index.d.ts']) if (files.has(`${dir}/${name}`)) return name
  return undefined
}

/**
 * The repository's own packages (`packages/<dir>/package.json` with a `name`) at one commit, each
 * mounted under its name with its TypeScript sources, typed from `src/index.ts`. Exact and
 * offline: the version is the commit's.
 */
export async function monorepoTypeSource(reader: RepositoryReader, identity: string): Promise<TypeSource | undefined> {
  const all = await reader.listFiles()
  const present = new Set(all)
  const manifests = all.filter((file) => /^packages\/[^/]+\/package\.json$/.test(file))
  const files = new Map<string, string>()
  const packages = new Map<string, string>()
  for (const manifestPath of manifests) {
    const dir = manifestPath.slice(0, -'/package.json'.length)
    let manifest: { name?: unknown; version?: unknown }
    try {
      manifest = JSON.parse((await reader.readFile(manifestPath)) ?? '') as typeof manifest
    } catch {
      continue
    }
    if (typeof manifest.name !== 'string' || !/^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+$/.test(manifest.name)) continue
    const entry = sourceEntry(present, dir)
    if (!entry) continue
    let bytes = 0
    for (const file of all) {
      if (!file.startsWith(`${dir}/`) || !sourceFile.test(file) || /(?:^|\/)(?:tests?|__tests__|examples?)\//.test(file.slice(dir.length)) || /\.test\.tsx?$/.test(file)) continue
      const text = await reader.readFile(file)
      if (text === undefined) continue
      bytes += text.length
      if (bytes > MAX_PACKAGE_BYTES) break
      files.set(`${manifest.name}/${file.slice(dir.length + 1)}`, text)
    }
    files.set(`${manifest.name}/package.json`, JSON.stringify({ name: manifest.name, version: manifest.version, types: `./${entry}` }))
    packages.set(manifest.name, typeof manifest.version === 'string' ? manifest.version : identity.slice(0, 7))
  }
  if (packages.size === 0) return undefined
  return { packages, files, directories: [frameworkTypesDirectory()], identity }
}

/**
 * Framework type packages installed with the site, shared by every type source. Only these are
 * visible from the site's own `node_modules`: its copy of a documented library must not stand in
 * for the version a page documents.
 */
export const frameworkTypePackages = ['@types/react', '@types/react-dom', 'csstype', 'vue', '@vue/runtime-dom', '@vue/runtime-core', '@vue/reactivity', '@vue/shared', 'solid-js', 'preact', 'svelte', '@angular/core', 'rxjs', 'lit']

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
