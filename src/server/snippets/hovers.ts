/**
 * Type hovers of a checked block: for each identifier of the block's own lines, what an editor's
 * quick info shows (`const queryClient: QueryClient`, with the symbol's doc comment), read from
 * the program the block was checked in, so it costs no second program. Bounded: identifiers
 * only, identical entries stored once, each text and the number of entries capped.
 */
import ts from 'typescript'

/** One quick info: the declaration as TypeScript prints it, and its doc comment. */
export type HoverInfo = { text: string; doc?: string }

/** An identifier with a hover: 1-based line and column in the block as written, its length, and its entry. */
export type HoverMark = [line: number, column: number, length: number, info: number]

export type BlockHovers = { infos: HoverInfo[]; marks: HoverMark[] }

export const HOVER_LIMITS = { text: 400, doc: 600, infos: 80, marks: 400 }

/** The class or interface the checker opens around a listing of members (checker.ts). */
export const LISTING_NAME = 'SnippetListing'

/**
 * TypeScript's quick info, as its language service builds it, run on the checker the block was
 * checked with. Not in TypeScript's declared API, so it is looked up, and its absence (another
 * TypeScript) falls back to the symbol's type: CHECKER_VERSION's test catches the move.
 */
type SymbolDisplay = {
  getSymbolDisplayPartsDocumentationAndSymbolKind: (
    checker: ts.TypeChecker,
    symbol: ts.Symbol,
    sourceFile: ts.SourceFile,
    enclosing: ts.Node | undefined,
    location: ts.Node,
    meaning?: unknown,
    alias?: unknown,
    maximumLength?: number,
  ) => { displayParts: ts.SymbolDisplayPart[]; documentation?: ts.SymbolDisplayPart[] }
}
const internals = ts as unknown as { SymbolDisplay?: SymbolDisplay; getContainerNode?: (node: ts.Node) => ts.Node | undefined }

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * `firstLine`: the 0-based line of the file where the block's own code starts (what the checker
 * put above it, a header and maybe the previous block, is not the block's); `lineCount` lines.
 * The header (line 0) holds the checker's own declarations: a name declared only there gets no hover.
 */
export type HoverOptions = {
  /**
   * The block was checked with names declared `any` (the `undeclared-as-any` rule): what is
   * inferred may come from one of them (`useQuery` over a `queryFn` typed `any` gives
   * `UseQueryResult<unknown>`), which the reader's code would not show. So a library's name shows
   * its declaration as written (`useQuery<TQueryFnData = unknown, …>`), not as the call
   * instantiates it, and the block's own names whose type mentions `any` or `unknown` get none.
   */
  namesDeclaredAny?: boolean
}

export function collectHovers(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  firstLine: number,
  lineCount: number,
  options: HoverOptions = {},
): BlockHovers | undefined {
  const checker = program.getTypeChecker()
  const start = sourceFile.getPositionOfLineAndCharacter(firstLine, 0)
  const endLine = Math.min(firstLine + lineCount, sourceFile.getLineStarts().length)
  const end = endLine >= sourceFile.getLineStarts().length ? sourceFile.end : sourceFile.getPositionOfLineAndCharacter(endLine, 0)
  const infos: HoverInfo[] = []
  const indexOf = new Map<string, number>()
  const marks: HoverMark[] = []

  const visit = (node: ts.Node) => {
    if (marks.length >= HOVER_LIMITS.marks || node.end <= start || node.pos >= end) return
    if (ts.isIdentifier(node)) {
      const at = node.getStart(sourceFile)
      if (at < start || at >= end) return
      const info = quickInfo(checker, sourceFile, node, start, options.namesDeclaredAny ?? false)
      if (!info) return
      const key = `${info.text}\n${info.doc ?? ''}`
      let index = indexOf.get(key)
      if (index === undefined) {
        if (infos.length >= HOVER_LIMITS.infos) return
        index = infos.push(info) - 1
        indexOf.set(key, index)
      }
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(at)
      marks.push([line - firstLine + 1, character + 1, node.text.length, index])
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return marks.length > 0 ? { infos, marks } : undefined
}

function quickInfo(
  checker: ts.TypeChecker,
  sourceFile: ts.SourceFile,
  node: ts.Identifier,
  blockStart: number,
  namesDeclaredAny: boolean,
): HoverInfo | undefined {
  let symbol = propertyOfContextualType(checker, node) ?? checker.getSymbolAtLocation(node)
  if (!symbol) return undefined
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
  const declarations = symbol.declarations ?? []
  // Names the checker declared itself (`any` for what a fragment leaves undeclared, the pattern
  // module standing for an unresolved import) say nothing true about the docs' code.
  if (declarations.length === 0) return undefined
  if (
    declarations.every(
      (declaration) =>
        declaration.getSourceFile() === sourceFile &&
        declaration.getStart(sourceFile) < blockStart &&
        sourceFile.getLineAndCharacterOfPosition(declaration.getStart(sourceFile)).line === 0,
    )
  )
    return undefined
  if (declarations.every((declaration) => ts.isModuleDeclaration(declaration) && ts.isStringLiteral(declaration.name) && declaration.name.text === '*'))
    return undefined
  // A listed member belongs to the class the checker opened around the listing, not to the library's.
  // A module's declaration is its whole file, which has no parent.
  const inListing = (declaration: ts.Declaration) =>
    declaration.parent !== undefined &&
    (ts.isClassDeclaration(declaration.parent) || ts.isInterfaceDeclaration(declaration.parent)) &&
    declaration.parent.name?.text === LISTING_NAME
  if (declarations.every(inListing)) return undefined

  let location: ts.Node = node
  let locationFile = sourceFile
  if (namesDeclaredAny) {
    const declaration = declarations[0]!
    const name = ts.getNameOfDeclaration(declaration)
    if (declaration.getSourceFile() === sourceFile || !name) {
      if (/\b(?:any|unknown)\b/.test(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, node)))) return undefined
    } else {
      location = name
      locationFile = declaration.getSourceFile()
      // A member of an instantiated type (`queryFn` of `UseQueryOptions<unknown>`) is a copy: its declaration's own symbol is generic.
      symbol = checker.getSymbolAtLocation(name) ?? symbol
    }
  }

  let text: string
  let doc: string
  const display = internals.SymbolDisplay
  if (display && internals.getContainerNode) {
    const parts = display.getSymbolDisplayPartsDocumentationAndSymbolKind(
      checker,
      symbol,
      locationFile,
      internals.getContainerNode(location),
      location,
      undefined,
      undefined,
      HOVER_LIMITS.text,
    )
    text = ts.displayPartsToString(parts.displayParts)
    doc = ts.displayPartsToString(parts.documentation ?? symbol.getDocumentationComment(checker))
  } else {
    text = `${symbol.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location))}`
    doc = ts.displayPartsToString(symbol.getDocumentationComment(checker))
  }
  // `any` inferred from a name declared `any` is the fragment rule's, not the docs' type.
  if (!text || /:\s*any$/.test(text)) return undefined
  const info: HoverInfo = { text: clip(text, HOVER_LIMITS.text) }
  // A comment's lines are wrapped where its source wrapped them: one line break is a space, a blank line stays.
  // A Markdown link (`[Query Keys](https://…)`) reads as its text: the popover shows no links.
  const prose = doc
    .trim()
    .replace(/[ \t]*(?<!\n)\n(?!\n)[ \t]*/g, ' ')
    .replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, '$1')
  if (prose) info.doc = clip(prose, HOVER_LIMITS.doc)
  return info
}

/** An object literal's key (`gcTime: 1000`) is the option it fills: its declaration carries the doc. */
function propertyOfContextualType(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  const property = node.parent
  if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) || ts.isMethodDeclaration(property)) || property.name !== node)
    return undefined
  if (!ts.isObjectLiteralExpression(property.parent)) return undefined
  const contextual = checker.getContextualType(property.parent)
  if (!contextual) return undefined
  const found = checker.getPropertyOfType(contextual.getNonNullableType(), node.text)
  if (found) return found
  if (contextual.isUnion()) {
    for (const member of contextual.types) {
      const inMember = checker.getPropertyOfType(member, node.text)
      if (inMember) return inMember
    }
  }
  return undefined
}
