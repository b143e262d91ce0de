import { describe, expect, it } from 'vitest'
import { diagramCost, MAX_LINES, pageBudget, PAGE_BUDGET, withoutActorMenus } from './mermaid-budget'

const flowchart = (edges: number) => ['flowchart TD', ...Array.from({ length: edges }, (_, i) => `  n${i} --> n${i + 1}`)].join('\n')

describe('the page’s diagram budget', () => {
  it('counts a diagram by its source lines, without blanks and comments', () => {
    expect(diagramCost('flowchart TD\n\n  %% a comment\n  a --> b\n')).toBe(2)
    expect(diagramCost(flowchart(490))).toBe(491)
  })

  it('draws small diagrams until the page’s budget is spent, and never a huge one on its own', () => {
    const budget = pageBudget()
    const eight = Array.from({ length: 8 }, () => diagramCost(flowchart(490)))
    expect(eight.map((cost) => budget.take(cost))).toEqual(Array(8).fill(false))
    const small = pageBudget()
    const drawn = Array.from({ length: 20 }, () => small.take(diagramCost(flowchart(99))))
    expect(drawn.filter(Boolean)).toHaveLength(Math.floor(PAGE_BUDGET / 100))
    expect(pageBudget().take(MAX_LINES)).toBe(true)
    expect(pageBudget().take(MAX_LINES + 1)).toBe(false)
  })
})

describe('sequence-diagram actor menus', () => {
  it('are taken out, their http(s) links kept for the page to list', () => {
    const source = [
      'sequenceDiagram',
      '  participant Alice',
      '  link Alice: Dashboard @ https://example.com/dashboard',
      '  links Alice: {"Wiki": "https://example.com/wiki", "Bad": "javascript:alert(1)"}',
      '  link Alice: Evil @ javascript:alert(1)',
      '  Alice->>Bob: Hello',
    ].join('\n')
    const result = withoutActorMenus(source)
    expect(result.source).toBe('sequenceDiagram\n  participant Alice\n  Alice->>Bob: Hello')
    expect(result.links).toEqual([
      { actor: 'Alice', label: 'Dashboard', href: 'https://example.com/dashboard' },
      { actor: 'Alice', label: 'Wiki', href: 'https://example.com/wiki' },
    ])
  })

  it('leave other diagrams alone', () => {
    const source = 'flowchart TD\n  link --> b'
    expect(withoutActorMenus(source)).toEqual({ source, links: [] })
  })
})
