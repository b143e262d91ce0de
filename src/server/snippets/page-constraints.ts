/**
 * TypeDoc lists a declaration's type parameters bare (`type ObjectAccessor<TParent, TKey> = …`)
 * and states their constraints in the page's "Type Parameters" section under it ("`TKey`
 * *extends* `string` \| `number`"). A reference block is checked with those constraints written
 * back into its own type parameter list, so it is checked as the declaration it lists.
 */
import ts from 'typescript'
import { hasParseErrors, parseBlock } from './block-shape'

/** Each type parameter the page states a constraint for, by name: `{ TKey: 'string | number' }`. */
export type PageConstraints = Record<string, string>

/** A "Type Parameters" section's entry as text (`TKey extends string | number = string`). */
const entry = /^\s*([A-Za-z_$][\w$]*)\s+extends\s+(.+?)(?:\s+=\s+(?!>).*)?\s*$/s

const isDeclaration = (statement: ts.Statement) =>
  ts.isTypeAliasDeclaration(statement) ||
  ts.isInterfaceDeclaration(statement) ||
  ts.isImportDeclaration(statement) ||
  (ts.isFunctionDeclaration(statement) && !statement.body) ||
  (ts.isVariableStatement(statement) && statement.declarationList.declarations.every((declaration) => declaration.type && !declaration.initializer))

/** The constraint of one section entry, or undefined when the entry states none. */
export function constraintOf(text: string): [name: string, constraint: string] | undefined {
  const match = entry.exec(text)
  return match ? [match[1]!, match[2]!] : undefined
}

/**
 * The block's code with `extends <constraint>` after each type parameter it declares without a
 * constraint or a default and whose constraint the page states, and the way back to the block's
 * own columns; undefined when there is none to add. A block that does not parse as statements
 * (TypeDoc's `new FormApi<T>(opts?): FormApi<T>;`) is read as an interface's members.
 */
export function withPageConstraints(
  code: string,
  constraints: PageConstraints,
): { code: string; toBlock: (line: number, column: number) => { line: number; column: number } } | undefined {
  let prefix = ''
  let parsed = parseBlock(code, '.ts')
  if (hasParseErrors(parsed)) {
    prefix = 'interface Listing {\n'
    // `new FormApi<T>(…)`: a construct signature once its name is blanked (same length, same positions).
    const members = code.replace(/^(\s*new\s+)([A-Za-z_$][\w$]*)(?=<)/gm, (_, start: string, name: string) => start + ' '.repeat(name.length))
    parsed = parseBlock(`${prefix}${members}\n}`, '.ts')
  }
  // Only declarations: code that runs (`withForm: <T>(x) => …` as a labelled arrow function) would
  // count the constraints' types as its own use of the library.
  else if (!parsed.statements.every(isDeclaration)) return undefined
  const insertions: { at: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isTypeParameterDeclaration(node) && !node.constraint && !node.default && Object.hasOwn(constraints, node.name.text))
      insertions.push({ at: node.name.end - prefix.length, text: ` extends ${constraints[node.name.text]}` })
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  if (insertions.length === 0 || insertions.some(({ at, text }) => at < 0 || text.includes('\n'))) return undefined
  let out = code
  for (const { at, text } of [...insertions].sort((a, b) => b.at - a.at)) out = `${out.slice(0, at)}${text}${out.slice(at)}`
  // Insertions are within a line: only columns after them on that line move.
  const lineStarts = [0, ...[...code.matchAll(/\n/g)].map((match) => match.index! + 1)]
  const byLine = insertions.map(({ at, text }) => {
    const line = lineStarts.findLastIndex((start) => start <= at)
    return { line: line + 1, column: at - lineStarts[line]! + 1, length: text.length }
  })
  return {
    code: out,
    toBlock: (line, column) => {
      let moved = 0
      for (const insertion of byLine.filter((candidate) => candidate.line === line).sort((a, b) => a.column - b.column)) {
        const start = insertion.column + moved
        if (column < start) break
        // Inside the added constraint: the type parameter it belongs to.
        if (column < start + insertion.length) return { line, column: insertion.column }
        moved += insertion.length
      }
      return { line, column: column - moved }
    },
  }
}
