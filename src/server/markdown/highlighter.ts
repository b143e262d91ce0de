import { createHighlighterCore, type HighlighterCore, type LanguageRegistration, type ThemeRegistration } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import angularHtml from '@shikijs/langs/angular-html'
import angularTs from '@shikijs/langs/angular-ts'
import apache from '@shikijs/langs/apache'
import css from '@shikijs/langs/css'
import diff from '@shikijs/langs/diff'
import docker from '@shikijs/langs/docker'
import dotenv from '@shikijs/langs/dotenv'
import glimmerJs from '@shikijs/langs/glimmer-js'
import glimmerTs from '@shikijs/langs/glimmer-ts'
import graphql from '@shikijs/langs/graphql'
import handlebars from '@shikijs/langs/handlebars'
import html from '@shikijs/langs/html'
import javascript from '@shikijs/langs/javascript'
import json from '@shikijs/langs/json'
import jsonc from '@shikijs/langs/jsonc'
import jsx from '@shikijs/langs/jsx'
import markdown from '@shikijs/langs/markdown'
import marko from '@shikijs/langs/marko'
import mdx from '@shikijs/langs/mdx'
import nginx from '@shikijs/langs/nginx'
import scss from '@shikijs/langs/scss'
import shellscript from '@shikijs/langs/shellscript'
import sql from '@shikijs/langs/sql'
import svelte from '@shikijs/langs/svelte'
import toml from '@shikijs/langs/toml'
import tsx from '@shikijs/langs/tsx'
import typescript from '@shikijs/langs/typescript'
import vue from '@shikijs/langs/vue'
import xml from '@shikijs/langs/xml'
import yaml from '@shikijs/langs/yaml'
import githubDark from '@shikijs/themes/github-dark'
import githubLight from '@shikijs/themes/github-light'
import { themeColors, type CodePalette } from './code-classes'

export type Highlighter = HighlighterCore

export const codeThemes = { light: 'github-light', dark: 'github-dark' } as const

/**
 * Token colours swapped for ones readable on the code background (WCAG AA, 4.5:1): GitHub's
 * light orange (#e36209, 3.5:1 on white) and dark grey comments (#6a737d, 3.9:1 on #0d1117).
 */
export const codeColorReplacements: Record<(typeof codeThemes)[keyof typeof codeThemes], Record<string, string>> = {
  'github-light': { '#e36209': '#bc4c00' },
  'github-dark': { '#6a737d': '#8b949e' },
}

function withReplacements(theme: ThemeRegistration, name: keyof typeof codeColorReplacements): ThemeRegistration {
  return { ...theme, colorReplacements: { ...theme.colorReplacements, ...codeColorReplacements[name] } }
}

/**
 * Languages loaded once with the highlighter; anything else is shown as plain text. Every fence
 * language the libraries' docs use is here (query, router and form at every branch; the Ember,
 * Marko and Angular adapters' `gts`, `hbs`, `marko`, `angular-ts`, `angular-html`), with
 * Shiki's aliases (`ts`, `shellscript`, `sh`, `gts`, `hbs`, `dockerfile`…).
 *
 * Imported one grammar at a time, not through `shiki`'s bundle: the bundler folds the bundle's
 * lazy languages into one 8.6 MB module, and loading any language then parsed all of them (about
 * 40 MB of the server's heap for grammars no doc uses).
 */
const languageRegistrations: LanguageRegistration[][] = [
  typescript,
  tsx,
  javascript,
  jsx,
  json,
  jsonc,
  shellscript,
  html,
  css,
  scss,
  vue,
  svelte,
  angularTs,
  angularHtml,
  markdown,
  mdx,
  yaml,
  diff,
  graphql,
  sql,
  toml,
  glimmerTs,
  glimmerJs,
  handlebars,
  marko,
  xml,
  dotenv,
  nginx,
  docker,
  apache,
]

/** Fence languages the docs write that Shiki knows under another name. */
const languageAliases: Record<string, string> = { env: 'dotenv' }

/**
 * Each fence language by its name and Shiki's aliases: the grammars it needs (a module's own
 * grammar comes last, after the ones it embeds).
 */
const registrationsByName = new Map<string, LanguageRegistration[]>(
  languageRegistrations.flatMap((registrations) => {
    const own = registrations.at(-1)!
    return [own.name, ...(own.aliases ?? [])].map((name) => [name, registrations] as const)
  }),
)

/** Loaded with the highlighter: the languages of most blocks. The others load when a block first asks. */
const FIRST_LANGUAGES = ['typescript', 'tsx']

let highlighter: Promise<Highlighter> | undefined

/**
 * The one Shiki highlighter of the process, created on first use. It matches grammars with
 * JavaScript's own regular expressions: the Oniguruma WebAssembly engine held a 172 MB memory
 * for these languages, a third of the server's resident memory.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighterCore({
    themes: [withReplacements(githubLight, 'github-light'), withReplacements(githubDark, 'github-dark')],
    langs: FIRST_LANGUAGES.map((name) => registrationsByName.get(name)!),
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  }).catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  return highlighter
}

const languagesLoading = new WeakMap<Highlighter, Map<string, Promise<void>>>()

/**
 * The language id Shiki knows for a fence's info string, its grammars loaded, or 'text'. Loading
 * a grammar is one synchronous stretch (all thirty at once held the event loop for over a second
 * on the first highlighted page): each is loaded when a block first needs it, in its own turn.
 */
export async function languageFor(h: Highlighter, lang: string | undefined): Promise<string> {
  if (!lang) return 'text'
  const written = lang.toLowerCase()
  const id = languageAliases[written] ?? written
  if (h.getLoadedLanguages().includes(id)) return id
  const registrations = registrationsByName.get(id)
  if (!registrations) return 'text'
  let loading = languagesLoading.get(h)
  if (!loading) languagesLoading.set(h, (loading = new Map()))
  let loaded = loading.get(id)
  if (!loaded) {
    loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => h.loadLanguage(registrations))
    loading.set(id, loaded)
  }
  await loaded
  return id
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
