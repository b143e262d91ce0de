/**
 * A block's code as the checker reads it: Twoslash notation and `[!code …]` annotations taken
 * out without moving any line, so a diagnostic's line and column are the block's own.
 *
 * - `// ^?` and `// ^|` query lines, `// @errors: 2339 2322`, `// @noErrors` and other
 *   `// @flag` lines become empty lines; expected error codes are kept to be honoured.
 * - `// ---cut---` (and `---cut-before---`, `---cut-after---`) become empty lines: the code
 *   around them is part of the program whether or not a reader sees it.
 * - `// [!code --]` lines are code the block removes: emptied. Other notation comments go; a
 *   diff's `+` before a `// [!code ++]` line is blanked.
 */
import { stripAnnotations } from '~/server/markdown/annotations'

export type PreparedBlock = {
  code: string
  /** Error codes the block says it shows on purpose (`// @errors: 2339`). */
  expectedErrors: Set<number>
  /** `// @noErrors`: the block shows code that is not meant to compile. */
  noErrors: boolean
  /** Its `Type.member` lines are checked as type lookups (block-shape.ts, memberReferences); `generic`: some with `any` type arguments. */
  memberReferences?: 'plain' | 'generic'
  /** `...` placeholders were blanked (blankPlaceholders): code is left out. */
  placeholders?: boolean
  /** Where `null!` stands for a JSX expression left out (`( // ... )`, jsx-shapes.ts), in the block's own lines. */
  jsxPlaceholders?: { line: number; column: number; length: number }[]
  /**
   * A component file's block translated to TypeScript (component-code.ts): the way back to the
   * block's own lines and columns, and the files the translation needs beside it.
   */
  component?: {
    toBlock: (line: number, column: number) => { line: number; column: number } | undefined
    files: ReadonlyMap<string, string>
  }
}

// `...` standing for left-out code: not a spread, as nothing follows it before a closing bracket, a comma or the line's end.
const placeholder = /(?<![\w$.\])}'"`])\.\.\.(?=[ \t]*(?:[,)\]}]|$))/gm

/**
 * The block with each `...` placeholder (`useQuery({ queryKey: ['todos'], ... })`, `function
 * Posts() { ... }`) blanked to spaces, so no line or column moves: what is left can be checked.
 */
export function blankPlaceholders(code: string): string {
  return code.replace(placeholder, '   ')
}

// TypeDoc's `...` for a type it leaves out: after `<`, `,`, `:`, `|`, `&` or `=>`, before `,`, `>`, `;`, `)` or the line's end.
const elidedType = /(?<=(?:[<,:|&]|=>)[ \t]*)\.\.\.(?=[ \t]*(?:[,>;)|&]|$))/gm

/**
 * A reference page's listing with each type TypeDoc leaves out (`FormApi<..., ...>`, `extendForm:
 * ...;`) written `any`, the same width: the listing is checked for what it names, not for those.
 */
export function typeDocElisions(code: string): string {
  return code.replace(elidedType, 'any')
}

/**
 * `+ gcTime: 10 * MINUTE, // [!code ++]`: a diff's `+` written beside the annotation that already
 * marks the line added (the `-` lines, marked `[!code --]`, are emptied): a space, no column moved.
 */
const doubledDiffMark = /^(\s*)\+(?=\s.*\[!code\s+\+\+(?::\d+)?\])/gm

const queryLine = /^\s*\/\/\s*\^[?|]/
const flagLine = /^\s*\/\/\s*@(\w+)(?::\s*(.*))?\s*$/
const cutLine = /^\s*\/\/\s*---cut(?:-before|-after|-start|-end)?---\s*$/

export function prepareBlock(source: string): PreparedBlock {
  const expectedErrors = new Set<number>()
  let noErrors = false
  const lines = stripAnnotations(source.replace(doubledDiffMark, '$1 '), { blankRemoved: true })
    .split('\n')
    .map((line) => {
      if (queryLine.test(line) || cutLine.test(line)) return ''
      const flag = flagLine.exec(line)
      if (!flag) return line
      if (flag[1] === 'errors') for (const code of (flag[2] ?? '').split(/[\s,]+/)) if (/^\d+$/.test(code)) expectedErrors.add(Number(code))
      if (flag[1] === 'noErrors') noErrors = true
      return ''
    })
  return { code: lines.join('\n'), expectedErrors, noErrors }
}
