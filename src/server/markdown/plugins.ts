/**
 * Raw HTML and code blocks, steps of the Markdown pipeline (processor.ts). They are set up once
 * per processor; whatever changes per document travels in the VFile's data.
 */
import type { Element, ElementContent, Root as HastRoot, Text } from 'hast'
import { toString } from 'hast-util-to-string'
import rehypeRaw from 'rehype-raw'
import { EXIT, SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { annotationTransformers } from '~/server/snippets/annotations'
import { decorateCodeFigure } from '~/server/snippets/decorate'
import { tokenClasses, type CodePalette } from './code-classes'
import { codePalette, codeThemes, getHighlighter, resolveLanguage } from './highlighter'

/** rehype-raw, skipped for documents without raw HTML (most of them): re-parsing costs ~10% of a render. */
export function rehypeRawWhenPresent() {
  const transform = rehypeRaw() as (tree: HastRoot, file: VFile) => HastRoot
  return (tree: HastRoot, file: VFile) => {
    let hasRaw = false
    visit(tree, 'raw', () => {
      hasRaw = true
      return EXIT
    })
    return hasRaw ? transform(tree, file) : undefined
  }
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className
  if (!Array.isArray(classes)) return undefined
  for (const name of classes) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length)
  }
  return undefined
}

/**
 * Fenced code highlighted by Shiki in the light and dark theme at once (CSS variables only),
 * wrapped with a copy button, and with a caption when the code element carries a `data-title`
 * (see remarkCodeTitles in code-titles.ts).
 */
export function rehypeCode() {
  return async (tree: HastRoot, file: VFile) => {
    // The search index reads the text only: Shiki (its WebAssembly memory, its time) is not loaded.
    if (file.data.plainCode) return
    const blocks: { pre: Element; code: Element; parent: { children: ElementContent[] } }[] = []
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'pre' || !parent) return
      const elements = node.children.filter((child): child is Element => child.type === 'element')
      const code = elements[0]
      if (elements.length !== 1 || code?.tagName !== 'code') return
      blocks.push({ pre: node, code, parent: parent as { children: ElementContent[] } })
      return SKIP
    })
    if (blocks.length === 0) return
    const highlighter = await getHighlighter()
    for (const { pre, code, parent } of blocks) {
      const requested = languageOf(code)
      const lang = resolveLanguage(highlighter, requested)
      const title = typeof code.properties.dataTitle === 'string' && code.properties.dataTitle ? code.properties.dataTitle : undefined
      const source = toString(code).replace(/\n$/, '')
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : ''
      const highlighted = highlighter.codeToHast(source, {
        lang,
        themes: codeThemes,
        defaultColor: false,
        meta: { __raw: meta },
        transformers: annotationTransformers(),
      })
      const shikiPre = highlighted.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')
      if (!shikiPre) continue
      normaliseShikiProperties(shikiPre)
      classifyTokens(shikiPre, codePalette(highlighter))
      const children: ElementContent[] = []
      if (title) {
        children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['md-code-title'] }, children: [text(title)] })
      }
      children.push({
        type: 'element',
        tagName: 'div',
        properties: { className: ['md-code-body'], style: `--md-code-lines:${source.split('\n').length}` },
        children: [
          shikiPre,
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['md-copy'], dataMdCopy: '', ariaLabel: title ? `Copy ${title}` : 'Copy code' },
            children: [text('Copy')],
          },
        ],
      })
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['md-code'], dataLanguage: requested ? lang : undefined },
        children,
      }
      decorateCodeFigure(figure, requested, source, file.data.snippets)
      parent.children[parent.children.indexOf(pre)] = figure
    }
  }
}

/**
 * Token styles become the short classes of `code-colors.css` (see code-classes.ts). A token in
 * the block's own text colour in both themes, with no other mark, is left as plain text: the
 * `pre` already gives it that colour, and such tokens (names, punctuation) are a third of them;
 * so is a token with no mark at all (every line of a block in no known language).
 */
function classifyTokens(pre: Element, palette: CodePalette) {
  const plain = plainTextClasses(pre) ?? ''
  visit(pre, 'element', (node) => {
    if (node.tagName !== 'span' || typeof node.properties.style !== 'string') return
    const classes = tokenClasses(node.properties.style, palette)
    if (!classes) return
    const existing = Array.isArray(node.properties.className) ? node.properties.className : []
    node.properties.className = [...existing, ...classes]
    delete node.properties.style
  })
  visit(pre, 'element', (node) => {
    if (node.tagName !== 'span' || !Array.isArray(node.properties.className) || !node.properties.className.includes('line')) return
    node.children = mergeTexts(node.children.flatMap((child) => (isPlainToken(child, plain) ? child.children : [child])))
    return SKIP
  })
}

/** The classes a token in the block's own colours gets (`l-24292e d-e1e4e8`), from the `pre`'s Shiki variables. */
function plainTextClasses(pre: Element): string | undefined {
  if (typeof pre.properties.style !== 'string') return undefined
  const light = /--shiki-light:\s*(#[0-9a-fA-F]{6})\s*(?:;|$)/.exec(pre.properties.style)?.[1]
  const dark = /--shiki-dark:\s*(#[0-9a-fA-F]{6})\s*(?:;|$)/.exec(pre.properties.style)?.[1]
  return light && dark ? `l-${light.slice(1).toLowerCase()} d-${dark.slice(1).toLowerCase()}` : undefined
}

function isPlainToken(node: ElementContent, plain: string): node is Element {
  if (node.type !== 'element' || node.tagName !== 'span' || !node.children.every((child) => child.type === 'text')) return false
  const { className, ...rest } = node.properties
  if (Object.keys(rest).length > 0) return false
  return className === undefined || (Array.isArray(className) && (className.length === 0 || className.join(' ') === plain))
}

function mergeTexts(children: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = []
  for (const child of children) {
    const last = merged.at(-1)
    if (child.type === 'text' && last?.type === 'text') merged[merged.length - 1] = text(last.value + child.value)
    else merged.push(child)
  }
  return merged
}

/** Shiki writes `class` and `tabindex`; hast (and the sanitizer) expect `className` and `tabIndex`. */
function normaliseShikiProperties(root: Element) {
  visit(root, 'element', (node) => {
    const { class: classes, tabindex, ...rest } = node.properties
    node.properties = rest
    if (typeof classes === 'string') node.properties.className = classes.split(/\s+/).filter(Boolean)
    // Transformers (code annotations) leave a list of classes.
    else if (Array.isArray(classes)) node.properties.className = classes.flatMap((name) => String(name).split(/\s+/)).filter(Boolean)
    if (tabindex !== undefined) node.properties.tabIndex = Number(tabindex)
  })
}

function text(value: string): Text {
  return { type: 'text', value }
}
