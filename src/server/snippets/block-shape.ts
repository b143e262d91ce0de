/**
 * What the checker reads of a block before and after compiling it (checker.ts): its shape (a
 * listing, a fragment, code shown as wrong, elided), the names it declares and leaves undeclared.
 */
import ts from 'typescript'
import { LISTING_NAME } from './hovers'
import type { PreparedBlock } from './prepare'
import { MODULES } from './snippet-host'
import type { BlockInPage } from './checker'
import type { SnippetDiagnostic } from './types'

/** A block checked inside code the checker adds around it: a class or interface body, or after an implementation of the signatures it lists. */
export type FramedBlock = PreparedBlock & { prelude?: string; open?: string; close?: string; classFields?: boolean; methodBody?: boolean }

/**
 * The names a block assigns at its top level when it holds nothing else (imports aside):
 * `todos = injectQuery(() => …)` is a class's fields written without their class (Angular's
 * components). Undefined for any other block.
 */
export function fieldAssignments(parsed: ts.SourceFile): string[] | undefined {
  const names: string[] = []
  for (const statement of parsed.statements) {
    if (ts.isImportDeclaration(statement)) continue
    const expression = ts.isExpressionStatement(statement) ? statement.expression : undefined
    if (!expression || !ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isIdentifier(expression.left))
      return undefined
    names.push(expression.left.text)
  }
  return names.length > 0 ? names : undefined
}

/** The block as the body of a class (`class ExampleComponent {` after its imports, `}` after it), no line moved. */
export function asClassFields(parsed: ts.SourceFile, prepared: FramedBlock): FramedBlock {
  const opener = 'class ExampleComponent {'
  const imports = parsed.statements.filter(ts.isImportDeclaration)
  if (imports.length === 0) return { ...prepared, open: [prepared.open, opener].filter(Boolean).join(' '), close: '}', classFields: true }
  const end = imports.at(-1)!.end
  return { ...prepared, code: `${prepared.code.slice(0, end)}; ${opener}${prepared.code.slice(end)}`, close: '}', classFields: true }
}

/** Why a class's block is a fragment when it uses members it does not declare (`this.http` of a component shown in part). */
export const membersLeftOut = 'its class leaves out members it uses'

/** Why a block using `this` outside a class is a fragment, unless it checks as a method's body (asMethodBody). */
export const thisOutsideClass = 'uses `this` outside a class: a method’s body shown alone'

/**
 * A method's body shown alone (`this.addTodo.mutate({ title })`, a Lit or Angular component's
 * code): each `this` outside any class or function becomes `self`, declared `any`, as the
 * component it stands for is not shown; no column moves. Undefined when the block has no such
 * `this` or names `self` itself.
 */
export function asMethodBody(parsed: ts.SourceFile, prepared: FramedBlock): FramedBlock | undefined {
  const positions = topLevelThis(parsed)
  if (positions.length === 0 || /\bself\b/.test(prepared.code)) return undefined
  let code = prepared.code
  for (const start of positions) code = `${code.slice(0, start)}self${code.slice(start + 4)}`
  return { ...prepared, code, open: [prepared.open, 'declare const self: any;'].filter(Boolean).join(' '), methodBody: true }
}

/** Where the block uses `this` outside any class or function (arrow functions keep the outer `this`). */
function topLevelThis(parsed: ts.SourceFile): number[] {
  const found: number[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node) || ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) return
    if (node.kind === ts.SyntaxKind.ThisKeyword) found.push(node.getStart(parsed))
    else ts.forEachChild(node, visit)
  }
  visit(parsed)
  return found
}

/** Names a block uses but never declares (2580, 2591: Node's `require`, `process`, `module`). */
export const undeclaredCodes = new Set([2304, 2503, 2580, 2591, 2686, 2552, 2582, 2592, 2593, 2662, 2663, 18004])
/** Marks the docs put on code shown as wrong on purpose, or as the old API a migration replaces (`// Old:`). */
export const wrongMarks = /❌|⛔|🚫|\/\/\s*(?:wrong|bad|incorrect|old|before)\b\s*(?::|$)/im
// Code left out on purpose: `// ...`, a `/* ... */` comment, a call or object holding only a comment, `…`.
export const elisionMarks = /\/\/\s*(?:\.\.\.|…)|\/\*\s*(?:\.\.\.|…)|[({]\s*\/\*[^*]*\*\/\s*[)}]|…/

export type BlockShape = {
  shownAsWrong: boolean
  listsMembers: boolean
  elided: boolean
  typesOnly: boolean
  /** On a reference page: the type parameters the block declares without a constraint. */
  unconstrained: Set<string>
  /** On a reference page whose "Type Parameters" sections state the constraint of each type parameter the block declares. */
  constraintsStated: boolean
  /** Checked as members though it parses as statements (`name: …` labels): it never fails. */
  labelledMembers?: boolean
  /** Only declarations of types, signatures without bodies, ambient declarations and imports: nothing runs. */
  declarationsOnly: boolean
  /** `this` outside any class or function: a method's body or a class's fields shown alone. */
  topLevelThis: boolean
}

const memberReferenceLine = /^\s*([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)+);?\s*$/

/**
 * A reference page's `Type.member` lines (TypeDoc's "Implementation of" and "Inherited from":
 * `FieldLikeAPI.form`) as type lookups, line for line (`type _Member1 = FieldLikeAPI['form']`):
 * the member must exist on the type the library declares. A generic type gets `any` for each type
 * argument it requires (`requiredTypeArguments`). Undefined for any other block.
 */
export function memberReferences(code: string, requiredTypeArguments: (name: string) => number): { code: string; generic: boolean } | undefined {
  const lines = code.split('\n')
  if (!lines.some((line) => line.trim()) || !lines.every((line) => !line.trim() || memberReferenceLine.test(line))) return undefined
  let generic = false
  const looked = lines
    .map((line, index) => {
      const match = memberReferenceLine.exec(line)
      if (!match) return line
      const path = match[2]!
        .slice(1)
        .split('.')
        .map((member) => `[${JSON.stringify(member)}]`)
        .join('')
      const count = requiredTypeArguments(match[1]!)
      if (count > 0) generic = true
      return `type _Member${index + 1} = ${match[1]}${count > 0 ? `<${Array(count).fill('any').join(', ')}>` : ''}${path};`
    })
    .join('\n')
  return { code: looked, generic }
}

/**
 * A reference page's `const useStore: <TSource>(source, selector?) => TSelected;` (TypeDoc's
 * variables: a type, no value) as the ambient declaration it lists: `declare const …`. The
 * block's code with `declare ` before each such statement, or undefined when it has none.
 */
export function declaredVariables(parsed: ts.SourceFile, code: string): string | undefined {
  const starts = parsed.statements
    .filter(
      (statement): statement is ts.VariableStatement =>
        ts.isVariableStatement(statement) &&
        !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword) &&
        statement.declarationList.declarations.every((declaration) => declaration.type && !declaration.initializer),
    )
    .map((statement) => statement.getStart(parsed))
  if (starts.length === 0) return undefined
  let out = code
  for (const start of starts.reverse()) out = `${out.slice(0, start)}declare ${out.slice(start)}`
  return out
}

/** What the block's form says of it, beside its diagnostics. */
export function shapeOf(parsed: ts.SourceFile, prepared: PreparedBlock, block: BlockInPage, memberListing: boolean): BlockShape {
  const statements = parsed.statements
  const unconstrained = new Set<string>()
  if (block.reference) {
    const visit = (node: ts.Node): void => {
      if (ts.isTypeParameterDeclaration(node) && !node.constraint) unconstrained.add(node.name.text)
      ts.forEachChild(node, visit)
    }
    visit(memberListing ? parseBlock(`interface Listing {\n${prepared.code}\n}`, '.ts') : parsed)
  }
  const everyStatement = (test: (statement: ts.Statement) => boolean) => statements.length > 0 && statements.every(test)
  return {
    topLevelThis: topLevelThis(parsed).length > 0,
    shownAsWrong: Boolean(block.shownAsWrong) || wrongMarks.test(prepared.code),
    // `name: Type` at the top level parses as a labelled statement: a listing of an object's members.
    // Checked as the members of a class or interface, it is no longer a fragment for that.
    listsMembers: !memberListing && statements.some((statement) => ts.isLabeledStatement(statement)),
    unconstrained,
    constraintsStated: block.typeParameters !== undefined && unconstrained.size === 0,
    elided: prepared.placeholders === true || elisionMarks.test(prepared.code),
    declarationsOnly: everyStatement(
      (statement) =>
        isTypeOrImport(statement) ||
        ts.isModuleDeclaration(statement) ||
        (ts.isExportDeclaration(statement) && (statement.isTypeOnly || !statement.moduleSpecifier)) ||
        (ts.isFunctionDeclaration(statement) && !statement.body) ||
        (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword) === true),
    ),
    typesOnly: everyStatement((statement) => isTypeOrImport(statement) || (ts.isExportDeclaration(statement) && statement.isTypeOnly)),
  }
}

/** A type alias, an interface or an import: a statement that declares and runs nothing. */
function isTypeOrImport(statement: ts.Statement): boolean {
  return ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isImportDeclaration(statement)
}

/** A block's file: TypeScript, TSX, or a JavaScript component's script (checked as TypeScript's `checkJs` checks it). */
export type BlockExtension = '.ts' | '.tsx' | '.js'
const scriptKinds = { '.ts': ts.ScriptKind.TS, '.tsx': ts.ScriptKind.TSX, '.js': ts.ScriptKind.JS } as const

export function parseBlock(code: string, extension: BlockExtension): ts.SourceFile {
  return ts.createSourceFile(`block${extension}`, code, ts.ScriptTarget.ES2022, true, scriptKinds[extension])
}

export function hasParseErrors(sourceFile: ts.SourceFile): boolean {
  return (sourceFile as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.length > 0
}

// TypeDoc writes an optional member as `optional name: Type`: the word is blanked, so the member reads
// as required, which changes nothing of what a listing is checked for (that the types it names exist).
const optionalWord = /^(\s*(?:readonly\s+)?)optional(?=\s+[A-Za-z_$][\w$]*\??\s*[:(<])/gm

/**
 * TypeDoc's constructor: `new FormController<TData>(host, config?): FormController<TData>;`, the
 * class's name after `new` in a line that ends with the type it returns. Blanked, the line is a
 * construct signature (`new <TData>(host, config?): FormController<TData>;`) a listing can hold.
 */
const constructorName = /(?<=^\s*new\s+)[A-Za-z_$][\w$]*(?=\s*[<(].*\)\s*:\s*[^;]+;?\s*$)/gm

/**
 * A block that lists a class's or an interface's members (`name: Type;`, `method(arg): Result;`,
 * `get state(): State;`, `<T>(params): Node;`) is checked as the body of an ambient class, or
 * of an interface when only an interface can hold them. The class or interface opens on the
 * checker's header line and closes after the block, so no line or column moves.
 */
export function memberListing(prepared: PreparedBlock, extension: BlockExtension): FramedBlock | undefined {
  const code = prepared.code
    .replace(optionalWord, (_, before: string) => before + ' '.repeat('optional'.length))
    .replace(constructorName, (name) => ' '.repeat(name.length))
  for (const open of [`declare abstract class ${LISTING_NAME} {`, `interface ${LISTING_NAME} {`]) {
    const wrapped = parseBlock(`${open}\n${code}\n}`, extension)
    const [only] = wrapped.statements
    if (
      !hasParseErrors(wrapped) &&
      wrapped.statements.length === 1 &&
      only &&
      (ts.isClassDeclaration(only) || ts.isInterfaceDeclaration(only)) &&
      only.members.length > 0
    ) {
      return { ...prepared, code, open, close: '}' }
    }
  }
  return undefined
}

/**
 * A block that lists function signatures without bodies (`function useForm<T>(opts?): Api<T>;`):
 * each run of signatures of one name is followed, after the block, by an implementation that
 * accepts them all, so the signatures are checked as overloads: the types they name must exist
 * and take the arguments given. Undefined for a block with no such signature.
 */
export function signatureListing(parsed: ts.SourceFile): string | undefined {
  const implementations: string[] = []
  const statements = parsed.statements
  statements.forEach((statement, index) => {
    if (!ts.isFunctionDeclaration(statement) || statement.body || !statement.name) return
    if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) return
    const next = statements[index + 1]
    // The next signature of the same function, or its own implementation, follows.
    if (next && ts.isFunctionDeclaration(next) && next.name?.text === statement.name.text) return
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ? 'export ' : ''
    implementations.push(`${exported}function ${statement.name.text}(...args: any[]): any { return args }`)
  })
  return implementations.length > 0 ? implementations.join('\n') : undefined
}

/** `x.member` where `x` is of an interface a package declares empty: one an app fills by declaration merging. */
export function isMemberOfEmptyLibraryInterface(checker: ts.TypeChecker, sourceFile: ts.SourceFile, start: number): boolean {
  let access: ts.PropertyAccessExpression | undefined
  const visit = (node: ts.Node): void => {
    if (access || start < node.getFullStart() || start >= node.getEnd()) return
    if (ts.isPropertyAccessExpression(node) && node.name.getStart(sourceFile) === start) access = node
    else ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  if (!access) return false
  const type = checker.getNonNullableType(checker.getTypeAtLocation(access.expression))
  const declarations = type.getSymbol()?.declarations ?? []
  return (
    declarations.length > 0 &&
    declarations.every(
      (declaration) => ts.isInterfaceDeclaration(declaration) && declaration.members.length === 0 && declaration.getSourceFile().fileName.startsWith(MODULES),
    )
  )
}

/** `({ form, title }) =>`: the name at `start` is a property a function's parameter destructures. */
export function isParameterDestructuring(sourceFile: ts.SourceFile, start: number): boolean {
  let found = false
  const visit = (node: ts.Node): void => {
    if (found || start < node.getFullStart() || start >= node.getEnd()) return
    if (
      ts.isBindingElement(node) &&
      ts.isObjectBindingPattern(node.parent) &&
      ts.isParameter(node.parent.parent) &&
      (node.propertyName ?? node.name).getStart(sourceFile) === start
    )
      found = true
    else ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

export function undeclaredNames(diagnostics: SnippetDiagnostic[]): Set<string> {
  const names = new Set<string>()
  for (const diagnostic of diagnostics) {
    if (!undeclaredCodes.has(diagnostic.code)) continue
    const name = /'([A-Za-z_$][\w$]*)'/.exec(diagnostic.message)?.[1]
    if (name) names.add(name)
  }
  return names
}

/**
 * The variables a block declares inside its functions' bodies (`function App() { const form =
 * useForm(…) }`), each with the statement declaring it, the first of each name: what a later
 * block of the page uses as its own (`<form.Field …>`). Not in a class's methods (their `this`).
 */
export function innerDeclarations(code: string, extension: BlockExtension): Map<string, string> {
  const sourceFile = parseBlock(code, extension)
  const found = new Map<string, string>()
  if (hasParseErrors(sourceFile)) return found
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) return
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) && node.body && ts.isBlock(node.body)) {
      for (const statement of node.body.statements) {
        if (!ts.isVariableStatement(statement) || /\bthis\b/.test(statement.getText(sourceFile))) continue
        const names = new Set<string>()
        const addBinding = (name: ts.BindingName) => {
          if (ts.isIdentifier(name)) names.add(name.text)
          else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name)
        }
        statement.declarationList.declarations.forEach((declaration) => addBinding(declaration.name))
        for (const name of names) if (!found.has(name)) found.set(name, statement.getText(sourceFile))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** Top-level names a block declares: variables, functions, classes, types, imports. */
export function declaredNames(code: string, extension: BlockExtension): Set<string> {
  const sourceFile = ts.createSourceFile(`x${extension}`, code, ts.ScriptTarget.ES2022, false, scriptKinds[extension])
  const names = new Set<string>()
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name)
  }
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((declaration) => addBinding(declaration.name))
    // A function listed without a body is a signature of the reference, not code a next block continues.
    else if (ts.isFunctionDeclaration(statement) && !statement.body) continue
    else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      names.add(statement.name.text)
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause
      if (clause.name) names.add(clause.name.text)
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
      else if (bindings) bindings.elements.forEach((element) => names.add(element.name.text))
    }
  }
  return names
}
