/**
 * The `route-tree` rule (docs/features/checked-code.md): a router's file routes a block creates,
 * registered in `FileRoutesByPath` as the route tree the router generates would register them.
 */
const fileRouteCall = /\b(?:create(?:Lazy)?FileRoute|FileRoute)\s*\(\s*(['"])(\/[^'"\n]*)\1/g

/** The route tree's entries for the file routes a block creates: id, path and full path as written, parent any. */
export function routeTreeEntries(code: string, module: string): string | undefined {
  const paths = new Set([...code.matchAll(fileRouteCall)].map((match) => match[2]!))
  if (paths.size === 0) return undefined
  const entries = [...paths].map((route) => {
    const literal = JSON.stringify(route)
    return `${literal}: { id: ${literal}; path: ${literal}; fullPath: ${literal}; preLoaderRoute: any; parentRoute: any };`
  })
  return `declare module ${JSON.stringify(module)} { interface FileRoutesByPath { ${entries.join(' ')} } }`
}
