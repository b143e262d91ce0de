import { bundledThemes, createHighlighter, type Highlighter, type ThemeRegistration } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { themeColors, type CodePalette } from './code-classes'

export const codeThemes = { light: 'github-light', dark: 'github-dark' } as const

/**
 * Token colours swapped for ones readable on the code background (WCAG AA, 4.5:1): GitHub's
 * light orange (#e36209, 3.5:1 on white) and dark grey comments (#6a737d, 3.9:1 on #0d1117).
 */
export const codeColorReplacements: Record<(typeof codeThemes)[keyof typeof codeThemes], Record<string, string>> = {
  'github-light': { '#e36209': '#bc4c00' },
  'github-dark': { '#6a737d': '#8b949e' },
}

async function loadTheme(name: keyof typeof codeColorReplacements): Promise<ThemeRegistration> {
  const theme = (await bundledThemes[name]()).default
  return { ...theme, colorReplacements: { ...theme.colorReplacements, ...codeColorReplacements[name] } }
}

/**
 * Languages loaded once with the highlighter; anything else is shown as plain text. Every fence
 * language the libraries' docs use is here (query, router and form at every branch; the Ember,
 * Marko and Angular adapters' `gts`, `hbs`, `marko`, `angular-ts`, `angular-html`), with
 * Shiki's aliases (`typescript`, `javascript`, `shellscript`, `gts`, `hbs`, `dockerfile`…).
 */
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
  'glimmer-ts',
  'glimmer-js',
  'handlebars',
  'marko',
  'xml',
  'dotenv',
  'nginx',
  'docker',
  'apache',
] as const

/** Fence languages the docs write that Shiki knows under another name. */
const languageAliases: Record<string, string> = { env: 'dotenv' }

let highlighter: Promise<Highlighter> | undefined

/**
 * The one Shiki highlighter of the process, created on first use. It matches grammars with
 * JavaScript's own regular expressions: the Oniguruma WebAssembly engine held a 172 MB memory
 * for these languages, a third of the server's resident memory.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= Promise.all(Object.values(codeThemes).map(loadTheme))
    .then((themes) => createHighlighter({ themes, langs: [...codeLanguages], engine: createJavaScriptRegexEngine({ forgiving: true }) }))
    .catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  return highlighter
}

/** The language id Shiki knows for a fence's info string, or 'text'. */
export function resolveLanguage(h: Highlighter, lang: string | undefined): string {
  if (!lang) return 'text'
  const written = lang.toLowerCase()
  const id = languageAliases[written] ?? written
  return h.getLoadedLanguages().includes(id) ? id : 'text'
}

const palettes = new WeakMap<Highlighter, CodePalette>()

/** The token colours of the light and the dark code theme. */
export function codePalette(h: Highlighter): CodePalette {
  let palette = palettes.get(h)
  if (!palette) {
    palette = { light: themeColors(h.getTheme(codeThemes.light)), dark: themeColors(h.getTheme(codeThemes.dark)) }
    palettes.set(h, palette)
  }
  return palette
}
