/**
 * The names a library's TypeScript sources declare: what a newer version still has, whether or
 * not its reference documents it (api-changes.ts). Read from each file's declarations by their
 * shape, without a compiler: exported functions, classes, interfaces, types, enums and
 * variables, the names of `export { … }` lists, and members of classes, interfaces and object
 * types (a property `gcTime?: number` or `retry = 3`, a method `fetchQuery<T>(…)`, an accessor). Pure.
 *
 * It errs towards finding a name (a statement in a method's body that looks like a member is
 * counted too): a name found is only ever said to be "no longer documented", never removed.
 */

const exported =
  /\bexport\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/g
const exportList = /\bexport\s+(?:type\s+)?\{([^}]*)\}/g
const member =
  /^\s*(?:(?:public|private|protected|static|readonly|abstract|declare|override|async|get|set)\s+)*#?([A-Za-z_$][\w$]*)\s*(?:\?|!)?\s*(?:[:(<]|=(?!=))/gm

export function declaredNames(source: string): Set<string> {
  const names = new Set<string>()
  for (const match of source.matchAll(exported)) names.add(match[1]!)
  for (const match of source.matchAll(exportList)) {
    for (const part of match[1]!.split(',')) {
      const name = /(?:\bas\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1]
      if (name) names.add(name)
    }
  }
  for (const match of source.matchAll(member)) names.add(match[1]!)
  return names
}

/**
 * Whether a documented name is still declared: `queryClient.fetchQuery` by its last part
 * (`fetchQuery`, a method of the client), `useQuery` by itself.
 */
export function stillDeclared(name: string, declared: ReadonlySet<string>): boolean {
  const last = name.split('.').pop() ?? name
  return declared.has(last)
}
