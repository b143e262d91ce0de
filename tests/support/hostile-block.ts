/**
 * A TypeScript block that keeps the compiler busy for a long time and takes gigabytes doing it:
 * each line expands a union of 10,000 template literal types into 100 more each. Unguarded, the
 * checker spends tens of seconds (and over 2 GB) on it; docs/features/checked-code.md.
 */
export const hostileBlock = `type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
type Id = \`\${Digit}\${Digit}\${Digit}\${Digit}\`
type Pairs<P extends string> = { [K in Id]: \`\${P}\${K}-\${Digit}\${Digit}\` }[Id]
export const a: Pairs<'a'> = 'a0000-00'
export const b: Pairs<'b'> = 'b0000-00'
export const c: Pairs<'c'> = 'c0000-00'
export const d: Pairs<'d'> = 'd0000-00'
export const e: Pairs<'e'> = 'e0000-00'
export const f: Pairs<'f'> = 'f0000-00'`
