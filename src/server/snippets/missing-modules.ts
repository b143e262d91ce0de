/**
 * Modules that do not resolve where an `any` would change a verdict (docs/features/checked-code.md,
 * "Nothing is silently `any`"): those the library's own files import (a subpath between its
 * packages, a dependency not installed), and those of the library's scope (`@tanstack/…`) the
 * block imports. Named with the package that imports them.
 */
import ts from 'typescript'
import { AMBIENT, MODULES } from './snippet-host'
import type { TypeSource } from './type-source'

/** `scopeModules`: the page's adapter first; its scope (`@tanstack/`) is the library's. */
export function missingModuleFinder(source: TypeSource, scopeModules: string[]): (program: ts.Program, block: ts.SourceFile) => string[] {
  const unresolvedIn = new WeakMap<ts.SourceFile, string[]>()
  /** Specifiers of a file's imports and re-exports that resolve to no file (the pattern ambient module, or nothing). */
  function unresolvedImports(checker: ts.TypeChecker, sourceFile: ts.SourceFile): string[] {
    const known = unresolvedIn.get(sourceFile)
    if (known) return known
    const found: string[] = []
    for (const statement of sourceFile.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier
          : undefined
      if (!specifier) continue
      const symbol = checker.getSymbolAtLocation(specifier)
      if (!symbol || (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName === AMBIENT)) found.push(specifier.text)
    }
    unresolvedIn.set(sourceFile, found)
    return found
  }

  const scopeName = /^@[^/]+\//.exec(scopeModules[0] ?? '')?.[0]
  return (program, block) => {
    const checker = program.getTypeChecker()
    const missing = new Set<string>()
    for (const specifier of unresolvedImports(checker, block)) if (scopeName && specifier.startsWith(scopeName)) missing.add(`\`${specifier}\``)
    for (const sourceFile of program.getSourceFiles()) {
      if (!source.files.has(sourceFile.fileName.slice(MODULES.length)) || !sourceFile.fileName.startsWith(MODULES)) continue
      const rest = sourceFile.fileName.slice(MODULES.length)
      const owner = rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]!
      for (const specifier of unresolvedImports(checker, sourceFile)) missing.add(`\`${specifier}\` (imported by ${owner})`)
    }
    return [...missing]
  }
}

/**
 * The ambient declaration files of the library's own packages (`src/vite-env.d.ts` declaring
 * `*?script-string`): each package's build includes its whole `src`, so they are in its scope.
 */
export function ambientDeclarationFiles(source: TypeSource, scopeModules: string[]): string[] {
  const seen = new Set<string>()
  const queue = scopeModules.filter((name) => source.packages.has(name))
  while (queue.length > 0) {
    const name = queue.pop()!
    if (seen.has(name)) continue
    seen.add(name)
    for (const dependency of Object.keys(source.dependencies?.get(name) ?? {})) if (source.packages.has(dependency)) queue.push(dependency)
  }
  const found: string[] = []
  for (const [file, text] of source.files) {
    const owner = file.startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!
    if (seen.has(owner) && file.endsWith('.d.ts') && /^\s*declare\s+(?:module\s+['"]|global\b)/m.test(text)) found.push(MODULES + file)
  }
  return found
}
