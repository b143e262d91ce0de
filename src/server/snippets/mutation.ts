/**
 * The mutation test's errors (`npm run bench:snippets`): one misspelled name planted in a block
 * that passes, at a place where the library's types make the misspelling an error, so a checker
 * that really checks the block against the library must fail it. Three kinds:
 *
 * - `import` — a name imported from the library (`import { useQuery } from '@tanstack/react-query'`
 *   → `useQeury`): not an export of the module;
 * - `option` — a property of an object literal passed straight to a library call (`useQuery({
 *   queryKey })`, `queryClient.invalidateQueries({ queryKey })`) or an attribute of a library
 *   component (`<QueryClientProvider client={…}>`): not an option the call takes;
 * - `member` — a member read from a library value (an import, or a variable the block sets from a
 *   library call: `const form = useForm(…)`, then `form.handleSubmit`, `const { data } = useQuery(…)`):
 *   not a member of its type.
 *
 * A block that uses the library's exports without importing them (the checker's `library-exports`
 * rule imports them) has them in `libraryNames`: the names of the library's exports, taken as the
 * library's where the block neither imports nor declares them.
 *
 * Pure: TypeScript's parser finds the places, the types are the checker's to judge.
 */
import ts from 'typescript'

export type MutationKind = 'import' | 'option' | 'member'

export type Mutation = {
  kind: MutationKind
  name: string
  misspelled: string
  /** 1-based line of the misspelling in the block. */
  line: number
  /** The block with the misspelling planted. */
  code: string
}

/** A name misspelled as a typing slip would: two letters swapped (`queryKey` → `qeuryKey`), or one left out. */
export function misspell(name: string, taken: ReadonlySet<string> = new Set()): string | undefined {
  const tries: string[] = []
  for (let at = 1; at + 1 < name.length; at++) {
    if (name[at] !== name[at + 1]) tries.push(name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2))
  }
  for (let at = name.length - 1; at >= 1; at--) tries.push(name.slice(0, at) + name.slice(at + 1))
  return tries.find((candidate) => candidate !== name && /^[A-Za-z_$][\w$]*$/.test(candidate) && !taken.has(candidate))
}

type Place = {
  kind: MutationKind
  node: ts.Node
  name: string
  /** What replaces the node: a shorthand property keeps its value. */ replace: (misspelled: string) => string
}

/** The identifier a call's callee ends at: `useQuery` of `useQuery(…)`, `createFileRoute` of `createFileRoute('/')(…)`, `queryClient` of `queryClient.fetchQuery(…)`. */
function rootIdentifier(expression: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = expression
  for (;;) {
    if (ts.isIdentifier(current)) return current
    if (
      ts.isCallExpression(current) ||
      ts.isNewExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isAwaitExpression(current)
    )
      current = current.expression
    else if (ts.isPropertyAccessExpression(current)) current = current.expression
    else if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) current = current.expression
    else return undefined
  }
}

/** The names a block binds itself: imports, variables, functions, classes, parameters. */
function declaredNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name)
  }
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) bind(node.name)
    else if (
      (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isImportSpecifier(node) || ts.isNamespaceImport(node) || ts.isImportClause(node)) &&
      node.name
    )
      names.add(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return names
}

/** Every place of `code` where a misspelling is an error against the library's types. */
export function mutationPlaces(code: string, isLibraryModule: (specifier: string) => boolean, libraryNames: ReadonlySet<string> = new Set()): Place[] {
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const places: Place[] = []
  const declared = declaredNames(file)
  /** Names bound to the library's values: its exports the block uses undeclared, its imports, then variables set from them. */
  const libraryValues = new Set([...libraryNames].filter((name) => !declared.has(name)))

  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !isLibraryModule(statement.moduleSpecifier.text)) continue
    const bindings = statement.importClause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) libraryValues.add(bindings.name.text)
    if (!bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      libraryValues.add(element.name.text)
      const imported = element.propertyName ?? element.name
      if (!ts.isIdentifier(imported)) continue
      // `import { useQuery }` becomes `import { useQeury as useQuery }`: only the import is wrong.
      places.push({
        kind: 'import',
        node: imported,
        name: imported.text,
        replace: (misspelled) => (element.propertyName ? misspelled : `${misspelled} as ${imported.text}`),
      })
    }
  }

  const fromLibrary = (expression: ts.Expression | undefined) => {
    const root = expression && rootIdentifier(expression)
    return root !== undefined && libraryValues.has(root.text)
  }

  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      fromLibrary(node.initializer) &&
      (ts.isCallExpression(node.initializer) || ts.isNewExpression(node.initializer) || ts.isAwaitExpression(node.initializer))
    ) {
      if (ts.isIdentifier(node.name)) libraryValues.add(node.name.text)
      else if (ts.isObjectBindingPattern(node.name)) {
        for (const element of node.name.elements) {
          const property = element.propertyName ?? element.name
          if (element.dotDotDotToken || !ts.isIdentifier(property)) continue
          const local = ts.isIdentifier(element.name) ? element.name.text : undefined
          places.push({
            kind: 'member',
            node: property,
            name: property.text,
            replace: (misspelled) => (element.propertyName || !local ? misspelled : `${misspelled}: ${local}`),
          })
        }
      }
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && fromLibrary(node.expression)) {
      for (const argument of node.arguments ?? []) {
        if (!ts.isObjectLiteralExpression(argument)) continue
        for (const property of argument.properties) {
          if ((ts.isPropertyAssignment(property) || ts.isMethodDeclaration(property)) && ts.isIdentifier(property.name)) {
            places.push({ kind: 'option', node: property.name, name: property.name.text, replace: (misspelled) => misspelled })
          } else if (ts.isShorthandPropertyAssignment(property)) {
            const name = property.name.text
            places.push({ kind: 'option', node: property.name, name, replace: (misspelled) => `${misspelled}: ${name}` })
          }
        }
      }
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && fromLibrary(node.tagName as ts.Expression)) {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) && attribute.name.text !== 'key' && attribute.name.text !== 'children') {
          places.push({ kind: 'option', node: attribute.name, name: attribute.name.text, replace: (misspelled) => misspelled })
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && libraryValues.has(node.expression.text) && ts.isIdentifier(node.name)) {
      places.push({ kind: 'member', node: node.name, name: node.name.text, replace: (misspelled) => misspelled })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return places
}

/** Every mutation of `code` (one per place), each a whole block with one misspelling. */
export function mutationsOf(code: string, isLibraryModule: (specifier: string) => boolean, libraryNames?: ReadonlySet<string>): Mutation[] {
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const taken = new Set<string>()
  const collect = (node: ts.Node) => {
    if (ts.isIdentifier(node)) taken.add(node.text)
    ts.forEachChild(node, collect)
  }
  collect(file)
  const mutations: Mutation[] = []
  for (const place of mutationPlaces(code, isLibraryModule, libraryNames)) {
    const misspelled = misspell(place.name, taken)
    if (!misspelled) continue
    const start = place.node.getStart()
    const end = place.node.getEnd()
    mutations.push({
      kind: place.kind,
      name: place.name,
      misspelled,
      line: code.slice(0, start).split('\n').length,
      code: code.slice(0, start) + place.replace(misspelled) + code.slice(end),
    })
  }
  return mutations
}

/** One of a block's mutations, the same for the same block and seed (the bench's sample is repeatable). */
export function pickMutation(mutations: readonly Mutation[], seed: string): Mutation | undefined {
  if (mutations.length === 0) return undefined
  let hash = 2166136261
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return mutations[hash % mutations.length]
}
