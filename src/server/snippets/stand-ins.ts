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

export const undeclaredAnyReason = 'its errors may come from the names it leaves undeclared (declared `any`)'

const standInType = '((...args: any[]) => any) & (new (...args: any[]) => any) & { [key: string]: any }'

/** The header line declaring an undeclared name as a callable stand-in, and as a generic type `any`. */
export function callableStandIn(name: string): string {
  return `declare const ${name}: ${standInType}; type ${name}<_A = any, _B = any, _C = any, _D = any> = any;`
}
