/**
 * A component file's verdict (` ```svelte `, ` ```vue `): its code read as TypeScript or JavaScript
 * (component-code.ts) and checked as a block (checker.ts), the reader told what was left unchecked.
 *
 * A Svelte template shown alone (`<form.Field name="age">…`) after the page's component whose
 * script declares what it uses (`const form = createForm(…)`) continues that component: it is
 * checked after that script, only its own lines' errors are its own (continues-previous), and
 * errors that are not a name outright may come from the earlier example: a fragment. With no such
 * component, the nearest earlier TypeScript block declaring a name it uses (` ```ts const form =
 * createForm(…)`) is its script: the template is checked as a TypeScript component continuing
 * the page's TypeScript blocks, under the same rule. A Vue template is not checked (no `vue-tsc`
 * here), so a Vue template alone stays skipped.
 */
import { declaredNames } from './block-shape'
import { componentCode, componentNotes, type ComponentCode, type ReadableComponent } from './component-code'
import { isNameLevel } from './diagnostic-kinds'
import { javascriptVerdict } from './javascript-code'
import { isTypeScript } from './languages'
import { prepareBlock } from './prepare'
import type { SnippetBlock, SnippetVerdict } from './types'

type CheckCode = (earlier: SnippetBlock[], component: ReadableComponent) => SnippetVerdict

const scriptElement = /<script\b[^>]*>([\s\S]*?)<\/script>/gi

/** The template continued after the nearest earlier Svelte component whose script declares a name it uses. */
export function continuedTemplate(lang: string, code: string, earlier: SnippetBlock[]): ReadableComponent | undefined {
  if (lang.toLowerCase() !== 'svelte') return undefined
  // Names whose members the template uses: `form.Field`, `form.state`.
  const used = new Set([...code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\??\./g)].map((match) => match[1]!))
  for (const candidate of [...earlier].reverse()) {
    if (candidate.lang.toLowerCase() !== 'svelte') continue
    const scripts = [...prepareBlock(candidate.code).code.matchAll(scriptElement)]
    if (!scripts.some((script) => [...declaredNames(script[1]!, '.ts')].some((name) => used.has(name)))) continue
    const prefix = `${scripts.map((script) => script[0]).join('\n')}\n`
    const offset = prefix.split('\n').length - 1
    const joined = componentCode(lang, prefix + code)
    if (!('code' in joined)) return undefined
    return {
      ...joined,
      toBlock: (line, column) => {
        const at = joined.toBlock(line, column)
        return at && at.line > offset ? { line: at.line - offset, column: at.column } : undefined
      },
    }
  }
  return continuedFromTypeScript(lang, code, used, earlier)
}

/** The template as a TypeScript component whose script the page's earlier TypeScript blocks are (see above). */
function continuedFromTypeScript(lang: string, code: string, used: Set<string>, earlier: SnippetBlock[]): ReadableComponent | undefined {
  const declares = (block: SnippetBlock) => isTypeScript(block.lang) && [...declaredNames(prepareBlock(block.code).code, '.ts')].some((name) => used.has(name))
  if (!earlier.some(declares)) return undefined
  const script = '<script lang="ts">\n</script>\n'
  const joined = componentCode(lang, script + code)
  if (!('code' in joined)) return undefined
  return {
    ...joined,
    scriptFromPage: true,
    toBlock: (line, column) => {
      const at = joined.toBlock(line, column)
      return at && at.line > 2 ? { line: at.line - 2, column: at.column } : undefined
    },
  }
}

function asContinued(verdict: SnippetVerdict): SnippetVerdict {
  if (verdict.verdict === 'fragment' || verdict.verdict === 'skipped') return verdict
  if (verdict.verdict === 'fails' && !verdict.diagnostics.every(isNameLevel))
    return { verdict: 'fragment', reason: 'its errors may come from the earlier example it continues, which may be another one' }
  return verdict.rules.includes('continues-previous') ? verdict : { ...verdict, rules: [...verdict.rules, 'continues-previous'] }
}

/** A template checked after the page's TypeScript blocks must have joined one: else what it uses is not the page's (skipped, as before). */
function withScriptFromPage(verdict: SnippetVerdict, templateAlone: string): SnippetVerdict {
  if (verdict.verdict === 'fragment' || verdict.verdict === 'skipped' || verdict.rules.includes('continues-previous')) return verdict
  return { verdict: 'skipped', component: true, reason: templateAlone }
}

export function componentVerdict(block: SnippetBlock, earlier: SnippetBlock[], checkCode: CheckCode): SnippetVerdict {
  const code = prepareBlock(block.code).code
  let component: ComponentCode = componentCode(block.lang, code)
  const alone = 'skipped' in component && component.templateAlone ? component.skipped : undefined
  const continued = alone ? continuedTemplate(block.lang, code, earlier) : undefined
  if (continued) component = continued
  if ('skipped' in component) return { verdict: 'skipped', component: true, reason: component.skipped }
  if ('unparsable' in component) return { verdict: 'fragment', reason: component.unparsable }
  // A JavaScript script does not join earlier TypeScript blocks: their syntax is not JavaScript's.
  let verdict = component.javascript
    ? javascriptVerdict(checkCode([], component))
    : checkCode(
        earlier.filter((b) => isTypeScript(b.lang)),
        component,
      )
  if (continued) verdict = asContinued(verdict)
  if (continued?.scriptFromPage) verdict = withScriptFromPage(verdict, alone!)
  if (verdict.verdict === 'skipped') return { ...verdict, component: true }
  if (verdict.verdict === 'fragment') return verdict
  const notes = componentNotes(component)
  // Both said: the required options the script leaves out (left-out-options.ts) and the part of the component not checked.
  if ('unchecked' in verdict && verdict.unchecked && notes.unchecked) notes.unchecked = `${verdict.unchecked} and ${notes.unchecked}`
  return { ...verdict, ...notes }
}
