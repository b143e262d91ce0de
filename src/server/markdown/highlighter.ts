import { createHighlighter, type Highlighter } from 'shiki'

export const codeThemes = { light: 'github-light', dark: 'github-dark' } as const

/** Languages loaded once with the highlighter; anything else is shown as plain text. */
export const codeLanguages = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'jsonc',
  'bash',
  'sh',
  'shell',
  'html',
  'css',
  'scss',
  'vue',
  'svelte',
  'angular-ts',
  'angular-html',
  'md',
  'mdx',
  'yaml',
  'diff',
  'graphql',
  'sql',
  'toml',
] as const

let highlighter: Promise<Highlighter> | undefined

/** The one Shiki highlighter of the process, created on first use. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: [...codeLanguages] }).catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  return highlighter
}

/** The language id Shiki knows for a fence's info string, or 'text'. */
export function resolveLanguage(h: Highlighter, lang: string | undefined): string {
  if (!lang) return 'text'
  const id = lang.toLowerCase()
  return h.getLoadedLanguages().includes(id) ? id : 'text'
}
