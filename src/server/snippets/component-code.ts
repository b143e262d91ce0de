/**
 * A component file's block (` ```svelte `, ` ```vue `) as the TypeScript the checker reads, with
 * the way back from that code's lines and columns to the block's own:
 *
 * - Svelte: the whole component (script and template) through `svelte2tsx`, the translation
 *   svelte-check makes, its diagnostics mapped back through its source map; what maps to no code
 *   of the block (the translation's own scaffolding) is not the block's.
 * - Vue: the `<script lang="ts">` and `<script setup lang="ts">` parts as written, found by
 *   `@vue/compiler-sfc`, everything else blanked so no line or column moves. The compiler macros
 *   (`defineProps`, `defineEmits` …) are Vue's exports, which the library-exports rule provides.
 *   The template is not checked, and the reader is told.
 *
 * A script without `lang="ts"` is JavaScript: checked as TypeScript checks a JavaScript file
 * under `checkJs` (javascript-code.ts), as svelte-check and vue-tsc do with `checkJs` on, and the
 * reader is told. A component with no script at all (a template alone) is skipped: what it uses
 * comes from a script the page does not show.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { parse as parseVue } from '@vue/compiler-sfc'
import { svelte2tsx } from 'svelte2tsx'
import { componentLabel } from './component-files'
import { ROOT } from './snippet-host'
import { svelte2tsxDeclarations } from './svelte2tsx-files'

export type ComponentCode =
  | {
      code: string
      extension: '.ts' | '.js'
      /** The script is JavaScript, checked as `checkJs` checks it: told to the reader. */
      javascript?: true
      /** The block's 1-based line and column of a position in `code`; undefined for code the translation adds. */
      toBlock: (line: number, column: number) => { line: number; column: number } | undefined
      /** Files the translated code needs beside it (svelte2tsx's declarations), by path. */
      files: ReadonlyMap<string, string>
      /** What of the component is not checked, said to the reader ("the template"). */
      unchecked?: string
      /** A template alone whose script is the page's earlier TypeScript blocks (component-verdict.ts). */
      scriptFromPage?: true
    }
  /** `templateAlone`: no script, only a template (it may continue the page's earlier component). */
  | { skipped: string; templateAlone?: true }
  | { unparsable: string }

/** A component the checker reads: its TypeScript and the way back to the block. */
export type ReadableComponent = Extract<ComponentCode, { code: string }>

const typeScriptLang = /^(?:ts|typescript)$/i
const javascriptLang = /^(?:|js|javascript)$/i

/** Svelte's `<script lang="ts">` (or `lang='typescript'`) opening tag, as svelte2tsx needs to be told. */
const svelteTypeScriptTag = String.raw`<script\b[^>]*\blang\s*=\s*["']?(?:ts|typescript)["']?[^>]*>`
const svelteTypeScript = new RegExp(svelteTypeScriptTag, 'i')
/** A script tag and the script it opens, TypeScript's first. */
const svelteScript = new RegExp(`(${svelteTypeScriptTag})([\\s\\S]*?)</script>`, 'i')
const anySvelteScript = /(<script\b[^>]*>)([\s\S]*?)<\/script>/i

let svelteFiles: Map<string, string> | undefined
/**
 * svelte2tsx's declarations its output uses (`svelteHTML`, `__sveltets_2_…`), and Svelte's own
 * types (its runes) as the `/// <reference types="svelte" />` it starts with loads them.
 */
function svelteCompanions(): Map<string, string> {
  if (svelteFiles) return svelteFiles
  const dir = path.dirname(createRequire(import.meta.url).resolve('svelte2tsx/package.json'))
  svelteFiles = new Map([
    ...svelte2tsxDeclarations.map((file) => [`${ROOT}/svelte2tsx/${file}`, readFileSync(path.join(dir, file), 'utf8')] as const),
    [`${ROOT}/svelte2tsx/svelte-types.d.ts`, '/// <reference types="svelte" />\nexport {}\n'],
  ])
  return svelteFiles
}

/** Each `<script>` tag's `lang` ('' when it has none). */
const scriptLangs = (code: string) => [...code.matchAll(/<script\b([^>]*)>/gi)].map((tag) => /\blang\s*=\s*["']?([\w-]*)/i.exec(tag[1]!)?.[1] ?? '')

function svelteCode(code: string): ComponentCode {
  const langs = scriptLangs(code)
  if (langs.length === 0)
    return {
      skipped: `${componentLabel('svelte')} with no \`<script>\`: a template alone, whose names come from a script the page does not show`,
      templateAlone: true,
    }
  const typeScript = svelteTypeScript.test(code)
  if (!typeScript && !langs.every((lang) => javascriptLang.test(lang)))
    return { skipped: `${componentLabel('svelte')} whose script is in ${langs.join(' and ')}` }
  let translated: ReturnType<typeof svelte2tsx>
  try {
    translated = svelte2tsx(code, { filename: 'Block.svelte', isTsFile: typeScript, mode: 'ts' })
  } catch (error) {
    return { unparsable: `does not parse as a Svelte component (${(error as Error).message.split('\n')[0]})` }
  }
  const map = new TraceMap({ version: 3, sources: translated.map.sources, names: translated.map.names, mappings: translated.map.mappings })
  const lastLine = code.split('\n').length
  return {
    // The reference directive is loaded as a file of its own (svelteCompanions): a header the
    // checker adds before the code would make it ineffective.
    code: translated.code.replace(/^\/\/\/\s*<reference types="svelte"\s*\/>/, ''),
    ...(typeScript ? ({ extension: '.ts' } as const) : ({ extension: '.js', javascript: true } as const)),
    toBlock: (line, column) => {
      const original = originalPositionFor(map, { line, column: column - 1 })
      if (original.line === null || original.line > lastLine) return undefined
      return { line: original.line, column: original.column + 1 }
    },
    files: svelteCompanions(),
  }
}

function vueCode(code: string): ComponentCode {
  const { descriptor, errors } = parseVue(code, { filename: 'Block.vue' })
  if (errors.length > 0) return { unparsable: `does not parse as a Vue component (${String(errors[0]).split('\n')[0]})` }
  const scripts = [descriptor.script, descriptor.scriptSetup].filter((script) => script !== null)
  if (scripts.length === 0)
    return { skipped: `${componentLabel('vue')} with no \`<script>\`: a template alone, whose names come from a script the page does not show` }
  const typeScript = scripts.every((script) => typeScriptLang.test(script.lang ?? ''))
  if (!typeScript && !scripts.every((script) => javascriptLang.test(script.lang ?? '')))
    return { skipped: `${componentLabel('vue')} whose scripts are in ${scripts.map((script) => script.lang ?? 'js').join(' and ')}` }
  // Everything but the scripts' code blanked, newlines kept: the code's lines and columns are the block's.
  let kept = code.replace(/[^\n]/g, ' ')
  for (const script of scripts) {
    const { start, end } = script.loc
    kept = kept.slice(0, start.offset) + code.slice(start.offset, end.offset) + kept.slice(end.offset)
  }
  return {
    code: kept,
    ...(typeScript ? ({ extension: '.ts' } as const) : ({ extension: '.js', javascript: true } as const)),
    toBlock: (line, column) => ({ line, column }),
    files: new Map(),
    ...(descriptor.template ? { unchecked: 'the template' } : {}),
  }
}

/**
 * The component's script (TypeScript's first, else JavaScript's) as offsets in the block (its first one), for what plants an
 * error in it (the mutation test); undefined when it has none.
 */
export function componentScript(lang: string, code: string): { start: number; end: number } | undefined {
  if (lang.toLowerCase() === 'svelte') {
    const match = svelteScript.exec(code) ?? anySvelteScript.exec(code)
    return match ? { start: match.index + match[1]!.length, end: match.index + match[1]!.length + match[2]!.length } : undefined
  }
  const { descriptor, errors } = parseVue(code, { filename: 'Block.vue' })
  const script = descriptor.scriptSetup ?? descriptor.script
  if (errors.length > 0 || !script || !(typeScriptLang.test(script.lang ?? '') || javascriptLang.test(script.lang ?? ''))) return undefined
  return { start: script.loc.start.offset, end: script.loc.end.offset }
}

/** The block's TypeScript, or why it has none the checker can read. */
export function componentCode(lang: string, code: string): ComponentCode {
  return lang.toLowerCase() === 'svelte' ? svelteCode(code) : vueCode(code)
}

/** What the reader is told of a component's verdict: the part left unchecked, a script checked as JavaScript. */
export function componentNotes(component: ReadableComponent): { unchecked?: string; javascript?: true } {
  return { ...(component.unchecked ? { unchecked: component.unchecked } : {}), ...(component.javascript ? { javascript: true } : {}) }
}
