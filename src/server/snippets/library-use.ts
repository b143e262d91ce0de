/**
 * Whether a block that compiles uses something of the library: the difference between `checked`
 * and `listing` (docs/features/checked-code.md, Verdicts). An identifier, a type, a member or an
 * option of the block's own lines must resolve to a declaration in the library's packages.
 */
import ts from 'typescript'
import { MODULES } from './snippet-host'

/** A file of one of `packages` below the checker's `node_modules`. */
function isLibraryFile(fileName: string, packages: ReadonlyMap<string, string>): boolean {
  if (!fileName.startsWith(MODULES)) return false
  const rest = fileName.slice(MODULES.length)
  return packages.has(rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]!)
}

/** `block`: the block's lines in the checked file (from line `offset`, `lines` of them), the checker's own lines left out. */
export function usesLibrary(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  block: { offset: number; lines: number },
  packages: ReadonlyMap<string, string>,
): boolean {
  const checker = program.getTypeChecker()
  const starts = sourceFile.getLineStarts()
  const from = starts[block.offset] ?? sourceFile.end
  const to = starts[block.offset + block.lines] ?? sourceFile.end
  const inLibrary = (symbol: ts.Symbol) => (symbol.declarations ?? []).some((declaration) => isLibraryFile(declaration.getSourceFile().fileName, packages))
  // Through every re-export: an export of the library that another package declares (`useStore`
  // of `@tanstack/react-form`, from `@tanstack/react-store`) is still the library's.
  const resolves = (symbol: ts.Symbol | undefined): boolean => {
    for (let step = 0; symbol && step < 10; step++) {
      if (inLibrary(symbol)) return true
      if (!(symbol.flags & ts.SymbolFlags.Alias)) return false
      symbol = checker.getImmediateAliasedSymbol(symbol)
    }
    return false
  }
  let found = false
  const visit = (node: ts.Node): void => {
    if (found || node.end <= from || node.getStart(sourceFile) >= to) return
    if (ts.isIdentifier(node) && node.getStart(sourceFile) >= from) {
      let symbol = checker.getSymbolAtLocation(node)
      // An option of an object the library types: `{ queryKey }` passed to `useQuery`.
      const parent = node.parent
      if (
        (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) &&
        parent.name === node &&
        ts.isObjectLiteralExpression(parent.parent)
      ) {
        symbol = checker.getContextualType(parent.parent)?.getProperty(node.text) ?? symbol
      }
      if (resolves(symbol)) {
        found = true
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}
