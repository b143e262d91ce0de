/** Shapes chart points for drawing: solid lines, the dashed partial last bin, and tooltip rows. */
import type { ChartPoint } from './series'

export type DrawnPoints = { solid: ChartPoint[]; dashed: ChartPoint[]; partial: ChartPoint[] }

/**
 * Each series' unfinished last bin is drawn apart: a dashed segment from the last complete bin
 * and a hollow dot, so a half-finished week does not look like a drop.
 */
export function splitPartialLast(points: readonly ChartPoint[]): DrawnPoints {
  const bySeries = new Map<string, ChartPoint[]>()
  for (const p of points) bySeries.set(p.series, [...(bySeries.get(p.series) ?? []), p])
  const drawn: DrawnPoints = { solid: [], dashed: [], partial: [] }
  for (const list of bySeries.values()) {
    const last = list.at(-1)
    if (last?.partial && list.length > 1) {
      drawn.solid.push(...list.slice(0, -1))
      drawn.dashed.push(list.at(-2)!, last)
      drawn.partial.push(last)
    } else {
      drawn.solid.push(...list)
      if (last?.partial) drawn.partial.push(last)
    }
  }
  return drawn
}

export type TooltipRow = { x: Date | number; y: number; lines: { series: string; color: string; y: number; partial: boolean }[] }

/** One row per x with every series' value there, for the hover tooltip. */
export function tooltipRows(points: readonly ChartPoint[]): TooltipRow[] {
  const byX = new Map<number, TooltipRow>()
  for (const p of points) {
    const key = typeof p.x === 'number' ? p.x : p.x.getTime()
    let row = byX.get(key)
    if (!row) {
      row = { x: p.x, y: p.y, lines: [] }
      byX.set(key, row)
    }
    row.y = Math.max(row.y, p.y)
    row.lines.push({ series: p.series, color: p.color, y: p.y, partial: p.partial })
  }
  return [...byX.entries()].sort(([a], [b]) => a - b).map(([, row]) => ({ ...row, lines: row.lines.sort((a, b) => b.y - a.y) }))
}
