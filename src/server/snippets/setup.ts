/**
 * What a page is checked with: the library's adapter for the page's framework
 * (`@tanstack/vue-query` on a Vue page), its core package, and the framework's own types. The
 * adapter is the one the repository ships (repository-packages.ts); the site's catalogue names it
 * only when the repository holds no packages (docs alone). A framework-neutral page is checked
 * with the library's first framework.
 */
import { libraryPackages } from '~/site/libraries/packages'
import type { Library } from '~/site/types'
import type { FrameworkSetup } from './checker'
import { repositoryAdapter, type RepositoryPackages } from './repository-packages'

/** The module that carries a framework's types, and the JSX import source of its TSX. */
export const frameworkTypes: Record<string, { module: string; jsx?: string; scope?: boolean }> = {
  react: { module: 'react', jsx: 'react', scope: true },
  preact: { module: 'preact', jsx: 'preact', scope: true },
  solid: { module: 'solid-js', jsx: 'solid-js', scope: true },
  vue: { module: 'vue', jsx: 'vue', scope: true },
  svelte: { module: 'svelte' },
  angular: { module: '@angular/core', scope: true },
  lit: { module: 'lit', scope: true },
}

/** Libraries whose file routes are typed by a generated route tree, which the docs never show. */
const fileRouteLibraries = new Set(['router', 'start'])

export type PageSetup = FrameworkSetup & {
  framework: string
  /** The package a `checked` badge names. */
  adapter: string
  /** Packages to install for the published-types route. */
  packages: string[]
}

/** The adapter and core the catalogue names for a framework: for a repository without packages. */
function catalogueAdapter(library: Library, framework: string): { adapter: string; core?: string } | undefined {
  const packages = libraryPackages[library.id] ?? []
  const adapter = packages.find((name) => new RegExp(`^@[^/]+/${framework}-`).test(name))
  const core = packages.find((name) => /-core$/.test(name))
  return adapter ? { adapter, ...(core ? { core } : {}) } : undefined
}

/** Why a framework's pages have no setup (pageSetup undefined). */
export function noSetupReason(library: Library, framework: string, shipped?: RepositoryPackages): string {
  return shipped && shipped.size > 0
    ? `the repository ships no ${library.name} package for ${framework}`
    : `the catalogue names no ${library.name} package for ${framework}`
}

/**
 * Undefined when the repository (`shipped`: its packages, when it has any) or else the catalogue
 * has no adapter package for the framework.
 */
export function pageSetup(library: Library, pageFramework: string | undefined, shipped?: RepositoryPackages): PageSetup | undefined {
  const framework = pageFramework ?? library.frameworks[0] ?? 'react'
  const types = frameworkTypes[framework]
  const fromRepository = shipped && shipped.size > 0
  const found = fromRepository ? repositoryAdapter(shipped, library.id, framework, types?.module ?? framework) : catalogueAdapter(library, framework)
  if (!found) return undefined
  const { adapter, core } = found
  const packages = fromRepository ? [...shipped.keys()] : (libraryPackages[library.id] ?? [])
  return {
    framework,
    adapter,
    packages: [adapter, ...(core ? [core] : [])],
    scopeModules: [adapter, ...(core ? [core] : []), ...(types?.scope ? [types.module] : [])],
    frameworkModule: types?.module ?? framework,
    jsxImportSource: types?.jsx,
    generated: fileRouteLibraries.has(library.id)
      ? { pattern: /\b(?:create(?:Lazy)?)?FileRoute\s*\(/, reason: 'its file route needs the route tree the router generates' }
      : undefined,
    // `FileRoutesByPath` is declared by the router's core package, which the generated tree augments.
    routeTreeModule: fileRouteLibraries.has(library.id) ? (packages.find((name) => /\/router-core$/.test(name)) ?? core) : undefined,
    // Search and path params, and history state, are typed by the app's registered router.
    registered: fileRouteLibraries.has(library.id)
      ? {
          pattern: /\bParamsReducerFn<|\bNonNullableUpdater<ParsedHistoryState\b/,
          reason: "its types come from the app's registered router, which the page does not show",
        }
      : undefined,
    namespaces: framework === 'react' ? { React: 'react' } : framework === 'vue' ? { Vue: 'vue' } : undefined,
  }
}
