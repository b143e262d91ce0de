/**
 * Raw HTML and code blocks, steps of the Markdown pipeline (processor.ts). They are set up once
 * per processor; whatever changes per document travels in the VFile's data.
 */
import type { Element, ElementContent, Root as HastRoot, Text } from 'hast'
import { toString } from 'hast-util-to-string'
import rehypeRaw from 'rehype-raw'
import { EXIT, SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { annotationTransformers } from './annotations'
import { tokenClasses, type CodePalette } from './code-classes'
import { codePalette, codeThemes, getHighlighter, languageFor } from './highlighter'
import { highlightedBlock } from './highlighted-blocks'

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
 * How much code one page gets highlighted. Shiki's time grows with the text, on the event loop:
 * one 250 KB block held it for 4 s. A block over either bound, and every block once the page has
 * had its share, is shown as plain text (escaped, in the same frame, with its copy button) and a
 * note saying why. Each block costs a few milliseconds whatever its size, so a page's blocks are
 * counted too. The docs' longest block is 2.5 KB and 78 lines, their most blocks on a page 66:
 * far inside them.
 */
export const HIGHLIGHT_MAX_BLOCK_BYTES = 16 * 1024
export const HIGHLIGHT_MAX_BLOCK_LINES = 400
export const HIGHLIGHT_MAX_PAGE_BYTES = 128 * 1024
export const HIGHLIGHT_MAX_PAGE_BLOCKS = 250
/** Highlighting gives the event loop a turn once it has run this long, so a page of many blocks is many short stretches. */
const HIGHLIGHT_SLICE_MS = 25

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Why a block stays plain, or undefined when it is highlighted. */
function plainReason(source: string, lines: number, page: { bytes: number; blocks: number }): string | undefined {
  if (source.length > HIGHLIGHT_MAX_BLOCK_BYTES || lines > HIGHLIGHT_MAX_BLOCK_LINES) return 'this block is too long to highlight'
  if (page.bytes + source.length > HIGHLIGHT_MAX_PAGE_BYTES || page.blocks >= HIGHLIGHT_MAX_PAGE_BLOCKS)
    return 'this page has more code than the site highlights'
  return undefined
}

/**
 * What a dialect adds to a highlighted block's figure (the docs: a checked block's verdict
 * badge, src/server/snippets/decorate.ts). `lang` is the fence's language as written.
 */
export type CodeFigureDecorator = (figure: Element, block: { lang: string | undefined; source: string }, file: VFile) => void

/**
 * Fenced code highlighted by Shiki in the light and dark theme at once (CSS variables only),
 * wrapped with a copy button, and with a caption when the code element carries a `data-title`
 * (see remarkCodeTitles in code-titles.ts). Within the bounds above; past them, plain text.
 */
export function rehypeCode(options: { decorateFigure?: CodeFigureDecorator } = {}) {
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
    const highlightedSoFar = { bytes: 0, blocks: 0 }
    let sliceStarted = performance.now()
    for (const { pre, code, parent } of blocks) {
      if (performance.now() - sliceStarted > HIGHLIGHT_SLICE_MS) {
        await yieldToEventLoop()
        sliceStarted = performance.now()
      }
      const requested = languageOf(code)
      const lang = await languageFor(highlighter, requested)
      const title = typeof code.properties.dataTitle === 'string' && code.properties.dataTitle ? code.properties.dataTitle : undefined
      const source = toString(code).replace(/\n$/, '')
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : ''
      const lineCount = countLines(source)
      const plain = plainReason(source, lineCount, highlightedSoFar)
      if (!plain) {
        highlightedSoFar.bytes += source.length
        highlightedSoFar.blocks++
      }
      const highlight = (code: string, lang: string) => {
        const highlighted = highlighter.codeToHast(code, {
          lang,
          themes: codeThemes,
          defaultColor: false,
          meta: { __raw: meta },
          transformers: plain ? [] : annotationTransformers(),
        })
        const pre = highlighted.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')
        if (pre) normaliseShikiProperties(pre)
        return pre
      }
      let shikiPre: Element | undefined
      if (plain) {
        shikiPre = highlight('', 'text')
        if (shikiPre) plainBlock(shikiPre, source)
      } else {
        shikiPre = highlightedBlock({ lang, meta, source }, () => {
          const pre = highlight(source, lang)
          if (pre) classifyTokens(pre, codePalette(highlighter))
          return pre
        })
      }
      if (!shikiPre) continue
      const children: ElementContent[] = []
      if (title) {
        children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['md-code-title'] }, children: [text(title)] })
      }
      children.push({
        type: 'element',
        tagName: 'div',
        properties: { className: ['md-code-body'], style: `--md-code-lines:${lineCount}` },
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
        properties: { className: ['md-code'], dataLanguage: requested ? lang : undefined, dataPlain: plain ? '' : undefined },
        children,
      }
      if (plain) {
        const note: Element = {
          type: 'element',
          tagName: 'p',
          properties: { className: ['md-code-check'], role: 'note' },
          children: [text(`Shown without highlighting: ${plain} (${lineCount.toLocaleString('en')} lines).`)],
        }
        figure.children.push(note)
      } else options.decorateFigure?.(figure, { lang: requested, source }, file)
      parent.children[parent.children.indexOf(pre)] = figure
    }
  }
}

function countLines(source: string): number {
  let lines = 1
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lines++
  return lines
}

/** Shiki's frame of an empty block (its theme colours, its classes) holding the block's text as it is. */
function plainBlock(pre: Element, source: string) {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code')
  if (code) code.children = [text(source)]
  else pre.children = [{ type: 'element', tagName: 'code', properties: {}, children: [text(source)] }]
}

/**
 * Token styles become the short classes of `code-colors.css` (see code-classes.ts). A token in
 * the block's own text colour in both themes, with no other mark, is left as plain text: the
 * `pre` already gives it that colour, and such tokens (names, punctuation) are a third of them;
 * so is a token with no mark at all (every line of a block in no known language).
 */
export function classifyTokens(pre: Element, palette: CodePalette) {
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
export function normaliseShikiProperties(root: Element) {
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
