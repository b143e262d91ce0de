/**
 * Draws the page's Mermaid diagrams (`figure.md-mermaid`) with the Mermaid renderer, loaded
 * only here, on pages that have a diagram. A diagram is drawn when it comes into view, within
 * the page's budget (`mermaid-budget.ts`; past it the reader draws one with a button), one at
 * a time; a theme change redraws the diagrams in view, the others when they next come into
 * view. Its source stays below it for copying. On a phone a wide diagram keeps a readable size
 * and scrolls sideways.
 */
import { diagramCost, MERMAID_LIMITS, pageBudget, withoutActorMenus, type ActorLink } from './mermaid-budget'

type Mermaid = (typeof import('mermaid'))['default']

let loading: Promise<Mermaid> | undefined
let drawn = 0

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default)
  return loading
}

const themeNow = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/** Narrower than this, a diagram would be too small to read: its box scrolls instead. */
const READABLE_WIDTH = 640

function ensureDiagramBox(figure: HTMLElement, links: ActorLink[]): HTMLElement {
  let diagram = figure.querySelector<HTMLElement>(':scope > .md-mermaid-diagram')
  if (diagram) return diagram
  diagram = document.createElement('div')
  diagram.className = 'md-mermaid-diagram'
  diagram.setAttribute('role', 'img')
  diagram.setAttribute('aria-label', 'Diagram; its source follows')
  // It may scroll sideways on a phone: reachable by keyboard.
  diagram.tabIndex = 0
  figure.prepend(diagram)
  if (links.length) {
    const list = document.createElement('ul')
    list.className = 'md-mermaid-links'
    list.setAttribute('aria-label', 'Links of the diagram')
    for (const link of links) {
      const item = document.createElement('li')
      const anchor = document.createElement('a')
      anchor.href = link.href
      anchor.rel = 'noreferrer'
      anchor.textContent = `${link.actor}: ${link.label}`
      item.append(anchor)
      list.append(item)
    }
    diagram.after(list)
  }
  // The source stays, folded under the drawing, for copying.
  const source = figure.querySelector(':scope > .md-mermaid-source')
  if (source) {
    const details = document.createElement('details')
    const summary = document.createElement('summary')
    summary.textContent = 'Diagram source'
    details.append(summary, source)
    figure.append(details)
  }
  return diagram
}

/**
 * Settings a diagram's own configuration (an init directive, front matter) may not change: its
 * CSS, theme values and fonts would load from other hosts, and its sanitiser's settings would let
 * markup through. Mermaid's own secure keys come first.
 */
const SECURE_KEYS = [
  'secure',
  'securityLevel',
  'startOnLoad',
  'maxTextSize',
  'suppressErrorRendering',
  'maxEdges',
  'theme',
  'themeCSS',
  'themeVariables',
  'fontFamily',
  'altFontFamily',
  'darkMode',
  'dompurifyConfig',
]

/**
 * Markup a label may not hold. Images in labels were fetched from wherever they pointed: an
 * `http:` one broke the site's image rule (a CSP violation for each of Mermaid's two drawing
 * passes); `style` is Mermaid's own default.
 */
const LABEL_SANITIZER = { FORBID_TAGS: ['style', 'img', 'picture', 'source', 'video', 'audio', 'iframe', 'link', 'object', 'embed', 'form', 'input'] }

async function draw(mermaid: Mermaid, figure: HTMLElement, source: string, links: ActorLink[], theme: 'dark' | 'light'): Promise<void> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    secure: SECURE_KEYS,
    dompurifyConfig: LABEL_SANITIZER,
    theme: theme === 'dark' ? 'dark' : 'default',
    fontFamily: 'inherit',
    ...MERMAID_LIMITS,
  })
  try {
    const { svg } = await mermaid.render(`md-mermaid-${++drawn}`, source)
    const diagram = ensureDiagramBox(figure, links)
    diagram.innerHTML = svg
    const drawing = diagram.querySelector('svg')
    const natural = drawing?.viewBox.baseVal?.width ?? 0
    if (drawing && natural > 0) drawing.style.minWidth = `${Math.min(natural, READABLE_WIDTH)}px`
    figure.dataset.mermaidTheme = theme
    delete figure.dataset.mermaidWaiting
    figure.querySelector(':scope > .md-mermaid-draw')?.remove()
  } catch {
    // A diagram the renderer cannot read stays as its source.
    figure.dataset.mermaidFailed = ''
  }
}

/** Lets the browser paint and handle input between two diagrams. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

type FigureState = { source: string; links: ActorLink[]; cost: number; allowed: boolean | undefined; visible: boolean }

/** Draws the diagrams under `root` as they come into view; the returned function stops it. */
export function drawDiagrams(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('figure.md-mermaid')]
  const budget = pageBudget()
  const states = new Map<HTMLElement, FigureState>()
  for (const figure of figures) {
    const { source, links } = withoutActorMenus(figure.querySelector('.md-mermaid-source')?.textContent ?? '')
    states.set(figure, { source, links, cost: diagramCost(source), allowed: undefined, visible: false })
  }
  let stopped = false
  let queue = Promise.resolve()

  const enqueue = (figure: HTMLElement) => {
    queue = queue.then(async () => {
      const state = states.get(figure)!
      const theme = themeNow()
      if (stopped || !state.visible || figure.dataset.mermaidTheme === theme) return
      await draw(await loadMermaid(), figure, state.source, state.links, theme)
      await breathe()
    })
  }

  const offerDrawing = (figure: HTMLElement, state: FigureState) => {
    if (figure.querySelector(':scope > .md-mermaid-draw')) return
    figure.dataset.mermaidWaiting = ''
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'md-mermaid-draw'
    button.textContent = `Draw this diagram (${state.cost} lines)`
    button.addEventListener('click', () => {
      state.allowed = true
      button.disabled = true
      enqueue(figure)
    })
    figure.prepend(button)
  }

  const consider = (figure: HTMLElement) => {
    const state = states.get(figure)!
    if (!state.visible || figure.dataset.mermaidTheme === themeNow()) return
    state.allowed ??= budget.take(state.cost)
    if (state.allowed) enqueue(figure)
    else offerDrawing(figure, state)
  }

  const views = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const figure = entry.target as HTMLElement
        states.get(figure)!.visible = entry.isIntersecting
        consider(figure)
      }
    },
    { rootMargin: '200px 0px' },
  )
  for (const figure of figures) views.observe(figure)
  const themes = new MutationObserver(() => figures.forEach(consider))
  themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => {
    stopped = true
    views.disconnect()
    themes.disconnect()
  }
}
