/**
 * What a name the page uses without declaring it (`fetchTodos`, `getUserByEmail`) stands for.
 *
 * Declared `any` (the undeclared-as-any rule), a function given as an option infers nothing:
 * `useQuery({ queryFn: fetchTodos })` types its data `unknown`, and every use of the data is an
 * error that only the stand-in causes. When `any` leaves such errors, the names are declared again
 * as callable stand-ins: a function, a constructor and an object whose results and members are
 * `any`, so what it returns is as unknown to the checker as to the reader, not `unknown`. The
 * block's verdict is taken only when it is `checked` or `fails` with errors naming a member, an
 * option or an export outright (checker.ts); otherwise the block stays a fragment.
 */
import ts from 'typescript'

export const undeclaredAnyReason = 'its errors may come from the names it leaves undeclared (declared `any`)'

const standInType = '((...args: any[]) => any) & (new (...args: any[]) => any) & { [key: string]: any }'

/** The header line declaring an undeclared name as a callable stand-in, and as a generic type `any`. */
export function callableStandIn(name: string): string {
  return `declare const ${name}: ${standInType}; type ${name}<_A = any, _B = any, _C = any, _D = any> = any;`
}

/**
 * Names the block spreads into an object literal (`mutationOptions({ mutationFn, ...options })`).
 * Spread as `any`, they make the whole literal `any` and hide a misspelled option beside them; such
 * a name stands for an empty object instead (`spreadStandIn`), which adds no property to the literal.
 */
export function spreadNames(code: string, file: string): Set<string> {
  const names = new Set<string>()
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const visit = (node: ts.Node): void => {
    if (ts.isSpreadAssignment(node) && ts.isIdentifier(node.expression)) names.add(node.expression.text)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind))
  return names
}

/** The header line declaring a spread name as an object that adds nothing, and as a generic type `any`. */
export function spreadStandIn(name: string): string {
  return `declare const ${name}: {}; type ${name}<_A = any, _B = any, _C = any, _D = any> = any;`
}
