/**
 * Draws the page's Mermaid diagrams (`figure.md-mermaid`) with the Mermaid renderer, loaded
 * only here, on pages that have a diagram. Each diagram is drawn in the current theme and drawn
 * again when the theme changes; its source stays below it for copying.
 */
type Mermaid = (typeof import('mermaid'))['default']

let loading: Promise<Mermaid> | undefined
let drawn = 0

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default)
  return loading
}

const isDark = () => document.documentElement.classList.contains('dark')

async function draw(mermaid: Mermaid, figure: HTMLElement, source: string, dark: boolean): Promise<void> {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default', fontFamily: 'inherit' })
  try {
    const { svg } = await mermaid.render(`md-mermaid-${++drawn}`, source)
    let diagram = figure.querySelector<HTMLElement>(':scope > .md-mermaid-diagram')
    if (!diagram) {
      diagram = document.createElement('div')
      diagram.className = 'md-mermaid-diagram'
      diagram.setAttribute('role', 'img')
      diagram.setAttribute('aria-label', 'Diagram; its source follows')
      figure.prepend(diagram)
      // The source stays, folded under the drawing, for copying.
      const source = figure.querySelector(':scope > .md-mermaid-source')
      if (source) {
        const details = document.createElement('details')
        const summary = document.createElement('summary')
        summary.textContent = 'Diagram source'
        details.append(summary, source)
        figure.append(details)
      }
    }
    diagram.innerHTML = svg
    figure.dataset.mermaidTheme = dark ? 'dark' : 'light'
  } catch {
    // A diagram the renderer cannot read stays as its source.
    figure.dataset.mermaidFailed = ''
  }
}

/** Draws every diagram under `root`; the returned function stops following theme changes. */
export function drawDiagrams(root: HTMLElement): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('figure.md-mermaid')]
  const sources = new Map(figures.map((figure) => [figure, figure.querySelector('.md-mermaid-source')?.textContent ?? '']))
  let stopped = false
  const drawAll = async () => {
    const mermaid = await loadMermaid()
    const dark = isDark()
    for (const figure of figures) {
      if (stopped) return
      if (figure.dataset.mermaidTheme !== (dark ? 'dark' : 'light')) await draw(mermaid, figure, sources.get(figure) ?? '', dark)
    }
  }
  void drawAll()
  const themes = new MutationObserver(() => void drawAll())
  themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => {
    stopped = true
    themes.disconnect()
  }
}
