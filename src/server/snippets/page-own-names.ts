/**
 * Names a page takes as its own out of a call's result (`const { Field, handleSubmit } =
 * useForm(…)`), though the library exports the same name. A later block using `<Field …/>`
 * alone means the page's `Field`, bound to that form, not the library's standalone one: the
 * block continues the example that destructured it (checker.ts, continues-previous).
 */
import ts from 'typescript'
import { hasParseErrors, parseBlock, type BlockExtension } from './block-shape'
import { checkedLanguages } from './languages'
import { prepareBlock } from './prepare'
import type { SnippetBlock } from './types'

/** The names bound by an object pattern from a call, anywhere in the block but in a class. */
export function destructuredFromCalls(code: string, extension: BlockExtension): Set<string> {
  const names = new Set<string>()
  const sourceFile = parseBlock(code, extension)
  if (hasParseErrors(sourceFile)) return names
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) return
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && ts.isCallExpression(skipAwait(node.initializer)))
      addBinding(node.name)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return names
}

function skipAwait(expression: ts.Expression): ts.Expression {
  return ts.isAwaitExpression(expression) ? expression.expression : expression
}

/** The names the page's earlier TypeScript blocks destructure from a call. */
export function pageOwnNames(earlier: SnippetBlock[], extension: BlockExtension): Set<string> {
  return new Set(
    earlier.flatMap((block) => (checkedLanguages[block.lang.toLowerCase()] ? [...destructuredFromCalls(prepareBlock(block.code).code, extension)] : [])),
  )
}
