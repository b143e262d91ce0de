/**
 * What a page may spend on drawing Mermaid diagrams, and the sequence-diagram actor menus taken
 * out before drawing. Pure, so it is tested without a browser; `mermaid-diagrams.ts` applies it.
 *
 * A repository's diagrams are drawn in the reader's tab, and a large one costs seconds of main
 * thread (8 diagrams of 490 edges: 26.6 s of long tasks). So: only diagrams in view are drawn,
 * at most `PAGE_BUDGET` source lines of them on their own; past that a diagram waits for the
 * reader's click. A single diagram over `MAX_LINES` is never drawn on its own either.
 */

/** Source lines (≈ edges and nodes) drawn without the reader asking, per page. */
export const PAGE_BUDGET = 600
/** Source lines of one diagram drawn without the reader asking. */
export const MAX_LINES = 300
/** Handed to Mermaid: it refuses anything larger even when the reader asks. */
export const MERMAID_LIMITS = { maxTextSize: 50_000, maxEdges: 1_000 }

/** The cost of drawing a diagram: its non-empty, non-comment source lines. */
export function diagramCost(source: string): number {
  return source.split('\n').filter((line) => line.trim() && !line.trim().startsWith('%%')).length
}

/** Hands out the page's budget: `take(cost)` says whether a diagram of that cost is drawn without asking. */
export function pageBudget(total = PAGE_BUDGET) {
  let left = total
  return {
    take(cost: number): boolean {
      if (cost > MAX_LINES || cost > left) return false
      left -= cost
      return true
    },
  }
}

export type ActorLink = { actor: string; label: string; href: string }

const linkLine = /^\s*link\s+([^:]+?)\s*:\s*(.+?)\s*@\s*(\S+)\s*$/
const linksLine = /^\s*links\s+([^:]+?)\s*:\s*(\{.*\})\s*$/

function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * A sequence diagram without its `link`/`links` lines, and the links they named. Mermaid draws
 * actor menus for them with inline `onclick` handlers, which the site's CSP blocks (a violation
 * per actor, and menus that never open); the page lists the links under the drawing instead.
 * Other diagrams are returned as they are.
 */
export function withoutActorMenus(source: string): { source: string; links: ActorLink[] } {
  const firstLine = source.split('\n').find((line) => line.trim() && !line.trim().startsWith('%%')) ?? ''
  if (!/^\s*sequenceDiagram\b/.test(firstLine)) return { source, links: [] }
  const links: ActorLink[] = []
  const kept = source.split('\n').filter((line) => {
    const single = linkLine.exec(line)
    if (single) {
      const href = safeHref(single[3])
      if (href) links.push({ actor: single[1]!, label: single[2]!, href })
      return false
    }
    const many = linksLine.exec(line)
    if (many) {
      try {
        const entries = JSON.parse(many[2]!) as Record<string, unknown>
        for (const [label, value] of Object.entries(entries)) {
          const href = safeHref(value)
          if (href) links.push({ actor: many[1]!, label, href })
        }
      } catch {
        // Not JSON Mermaid would read either: the line goes, nothing is listed.
      }
      return false
    }
    return true
  })
  return { source: kept.join('\n'), links }
}
