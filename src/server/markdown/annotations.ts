/**
 * Code annotations of the VitePress / Shiki set, on every highlighted block: line highlights
 * from the fence's meta (`{1,3-5}`), and the `// [!code ++]`, `--`, `focus`, `highlight`,
 * `error` and `warning` comments, which are removed from the shown (and so the copied) code.
 * Lines of a ` ```diff ` block get the same added / removed marks from their first character.
 */
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers'
import type { Element } from 'hast'
import type { ShikiTransformer } from 'shiki'

/** Marks the lines of a unified diff: `+` added, `-` removed (the `+++`/`---` file headers are not). */
export function transformerDiffLanguage(): ShikiTransformer {
  return {
    name: 'site:diff-language',
    line(node, line) {
      if (this.options.lang !== 'diff') return
      const text = this.source.split('\n')[line - 1] ?? ''
      if (text.startsWith('+++') || text.startsWith('---')) return
      if (text.startsWith('+')) this.addClassToHast(node, ['diff', 'add'])
      else if (text.startsWith('-')) this.addClassToHast(node, ['diff', 'remove'])
    },
    pre(node) {
      if (this.options.lang === 'diff') this.addClassToHast(node, 'has-diff')
    },
  }
}

/**
 * What the notation transformers leave of a comment they take out: the space before it, and the
 * braces of a JSX comment (`{/* [!code ++] *\/}`). Both go, so Copy gives the line as written.
 */
export function transformerNotationLeftovers(): ShikiTransformer {
  return {
    name: 'site:notation-leftovers',
    code(code) {
      const sourceLines = this.source.split('\n')
      const lines = code.children.filter((child): child is Element => child.type === 'element')
      lines.forEach((line, index) => {
        const written = sourceLines[index] ?? ''
        if (!/\[!code\s/.test(written)) return
        const tokens = line.children.filter((child): child is Element => child.type === 'element')
        const last = tokens.at(-1)
        const before = tokens.at(-2)
        const lastText = last?.children[0]
        const beforeText = before?.children[0]
        if (
          /\{\s*\/\*\s*\[!code\s/.test(written) &&
          lastText?.type === 'text' &&
          beforeText?.type === 'text' &&
          lastText.value.trim() === '}' &&
          /\{\s*$/.test(beforeText.value)
        ) {
          line.children.splice(line.children.indexOf(last as Element), 1)
          beforeText.value = beforeText.value.replace(/\s*\{\s*$/, '')
        }
        // Trailing blanks, token by token from the end; a token left empty goes.
        for (let i = line.children.length - 1; i >= 0; i--) {
          const token = line.children[i]!
          const text = token.type === 'element' ? token.children[0] : token
          if (!text || text.type !== 'text') break
          text.value = text.value.replace(/\s+$/, '')
          if (text.value !== '') break
          line.children.splice(i, 1)
        }
      })
    },
  }
}

const transformers: ShikiTransformer[] = [
  transformerMetaHighlight({ className: 'highlighted' }),
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
  transformerDiffLanguage(),
  transformerNotationLeftovers(),
]

/** The transformers every code block goes through. */
export function annotationTransformers(): ShikiTransformer[] {
  return transformers
}

/** The `[!code …]` notation comments, as written in a line (also in JSX `{/* … *\/}` and `#` comments). */
const notationComment =
  /\s*(?:\/\/|#|<!--|\/\*|\{\s*\/\*)\s*\[!code\s+(?:\+\+|--|focus|highlight|hl|error|warning|word:[^\]]*)(?::\d+)?\]\s*(?:\*\/\s*\}?|-->)?\s*$/

/**
 * The code with its annotation comments taken out. Lines marked `[!code --]` (or the N lines of
 * `[!code --:N]`) are code the block removes: `blankRemoved` empties them, keeping every other
 * line at its number, as the checker reads a block.
 */
export function stripAnnotations(code: string, { blankRemoved = false }: { blankRemoved?: boolean } = {}): string {
  let removing = 0
  return code
    .split('\n')
    .map((line) => {
      const removed = /\[!code\s+--(?::(\d+))?\]/.exec(line)
      if (removed) removing = Math.max(removing, Number(removed[1] ?? 1))
      const stripped = line.replace(notationComment, '')
      if (removing > 0) {
        removing--
        if (blankRemoved) return ''
      }
      return stripped
    })
    .join('\n')
}
