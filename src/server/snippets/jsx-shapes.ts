/**
 * Shortened JSX the docs write that does not parse as it stands, framed so the rest of the block
 * can be checked; every line stays where it was, a column moves only where a frame is added.
 *
 * - A JSX expression that is only a placeholder comment (`return ( // ... )`, `children={(field) =>
 *   (/* ... *\/)}`): the comment becomes `null!`, a value of type `never`, which fits whatever type is
 *   expected there. An error at the placeholder or naming `never` may hang on it: such a block is a
 *   fragment (checker.ts), never a pass.
 * - Sibling root elements (`<Field …/>` after `<Field …/>`, or after the statements that declare what
 *   they use): wrapped in a fragment `;<>…</>`, as a component returning them would. Only when what
 *   follows the first root element is a list of elements and nothing else.
 */
import ts from 'typescript'
import { hasParseErrors, parseBlock } from './block-shape'
import { blankPlaceholders } from './prepare'

export type JsxPlaceholder = { line: number; column: number; length: number }

export type FramedJsx = {
  code: string
  /** Where `null!` stands for left-out JSX, in the block's own lines and columns (1-based). */
  jsxPlaceholders: JsxPlaceholder[]
  /** `...` or a JSX placeholder was filled in: code is left out. */
  placeholders: boolean
  component?: { toBlock: (line: number, column: number) => { line: number; column: number } | undefined; files: ReadonlyMap<string, string> }
}

const comment = String.raw`(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)`
// `(` with only comments before its `)`: no value in it.
const commentOnlyGroup = new RegExp(String.raw`\((\s*)(${comment})((?:\s*${comment})*\s*)\)`, 'g')
const value = 'null!'

/** The block with each comment-only parenthesized expression holding `null!` in its first comment's place. */
export function fillJsxPlaceholders(code: string): { code: string; placeholders: JsxPlaceholder[] } {
  const placeholders: JsxPlaceholder[] = []
  const filled = code.replace(commentOnlyGroup, (whole, space: string, first: string, rest: string, offset: number) => {
    if (first.length < value.length || first.slice(0, value.length).includes('\n')) return whole
    const start = offset + 1 + space.length
    const before = code.slice(0, start).split('\n')
    placeholders.push({ line: before.length, column: before.at(-1)!.length + 1, length: value.length })
    return `(${space}${value}${first.slice(value.length).replace(/[^\n]/g, ' ')}${rest})`
  })
  return { code: filled, placeholders }
}

const isSiblingChild = (child: ts.JsxChild) =>
  ts.isJsxElement(child) ||
  ts.isJsxSelfClosingElement(child) ||
  (ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces) ||
  (ts.isJsxExpression(child) && child.expression === undefined)

const opener = ';<>'

/**
 * The block with its root elements, from the first line that opens one at the line's start to the
 * end, wrapped in `;<>` … `</>` (the closing on a line of its own after the block). Undefined when
 * no such line exists or what it wraps is not a list of elements.
 */
export function wrapSiblingElements(
  code: string,
): { code: string; toBlock: (line: number, column: number) => { line: number; column: number } | undefined } | undefined {
  const lines = code.split('\n')
  const first = lines.findIndex((line) => /^<[A-Za-z]/.test(line))
  if (first < 0) return undefined
  const wrapped = [...lines.slice(0, first), opener + lines[first], ...lines.slice(first + 1), '</>'].join('\n')
  const parsed = parseBlock(wrapped, '.tsx')
  if (hasParseErrors(parsed)) return undefined
  const statement = parsed.statements.find(
    (candidate) => parsed.getLineAndCharacterOfPosition(candidate.getStart(parsed)).line === first && ts.isExpressionStatement(candidate),
  )
  if (!statement || statement !== parsed.statements.at(-1) || !ts.isExpressionStatement(statement) || !ts.isJsxFragment(statement.expression)) return undefined
  const children = statement.expression.children
  if (!children.every(isSiblingChild) || !children.some((child) => ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child))) return undefined
  return {
    code: wrapped,
    toBlock: (line, column) =>
      line > lines.length ? undefined : line === first + 1 ? { line, column: Math.max(1, column - opener.length) } : { line, column },
  }
}

/**
 * Shortened JSX framed to parse as TSX: placeholder expressions filled, then sibling root elements
 * wrapped, each with and without `...` blanked. Undefined when no framing makes the block parse.
 */
export function framedJsx(code: string): FramedJsx | undefined {
  for (const [source, blanked] of [
    [code, false],
    [blankPlaceholders(code), true],
  ] as const) {
    const filled = fillJsxPlaceholders(source)
    const placeholders = blanked || filled.placeholders.length > 0
    if (filled.placeholders.length > 0 && !hasParseErrors(parseBlock(filled.code, '.tsx')))
      return { code: filled.code, jsxPlaceholders: filled.placeholders, placeholders }
    const wrapped = wrapSiblingElements(filled.code)
    if (wrapped) return { code: wrapped.code, jsxPlaceholders: filled.placeholders, placeholders, component: { toBlock: wrapped.toBlock, files: new Map() } }
  }
  return undefined
}

/** An error at a placeholder or naming `never`, the type it stands in with: it may be the placeholder's doing. */
export function hangsOnPlaceholder(diagnostic: { line: number; column: number; message: string }, placeholders: JsxPlaceholder[]): boolean {
  if (/\bnever\b/.test(diagnostic.message)) return true
  return placeholders.some(
    (placeholder) =>
      placeholder.line === diagnostic.line && diagnostic.column >= placeholder.column && diagnostic.column < placeholder.column + placeholder.length,
  )
}
