import { useEffect, useMemo, useRef, useState } from 'react'
import { chartBackgrounds } from './presets'
import { splitPartialLast, tooltipRows } from './chart-data'
import { compactNumber } from '~/lib/numbers'
import { formatChange, formatDate, formatShare } from './format'
import type { ChartPoint } from './series'
import type { ChartView } from './chart-view'

type Props = {
  points: ChartPoint[]
  height: number
  dark: boolean
  view: ChartView
}

function formatY(kind: ChartView['yKind'], value: number): string {
  if (kind === 'count') return compactNumber(value)
  if (kind === 'growth') return formatChange(value)
  return formatShare(value)
}

function formatX(x: Date | number, aligned: boolean): string {
  if (typeof x === 'number' || aligned) return `Day ${String(x)}`
  return formatDate(x)
}

type PlotModule = typeof import('@observablehq/plot')
let plotModule: Promise<PlotModule> | undefined
/** Observable Plot is loaded on first use, so no other page carries its weight. */
const loadPlot = () => (plotModule ??= import('@observablehq/plot'))

/** The downloads chart, drawn by Observable Plot in the browser. */
export function NpmChart({ points, height, dark, view }: Props) {
  // The drawing depends on these values, not on the object the page makes again on each render.
  const { yKind, yLabel, aligned, description } = view
  const frame = useRef<HTMLDivElement>(null)
  const target = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [failed, setFailed] = useState(false)
  const drawn = useMemo(() => splitPartialLast(points), [points])
  const rows = useMemo(() => tooltipRows(points), [points])

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (width === 0) return
    let cancelled = false
    loadPlot()
      // Plot's modules are evaluated in one task and the chart drawn in the next: on a phone,
      // two shorter tasks between which a tap can be handled, not one twice as long.
      .then((Plot) => new Promise<PlotModule>((resolve) => setTimeout(() => resolve(Plot), 0)))
      .then((Plot) => {
        const element = target.current
        if (cancelled || !element) return
        const background = dark ? chartBackgrounds.dark : chartBackgrounds.light
        const tip = (row: (typeof rows)[number]) =>
          [formatX(row.x, aligned), ...row.lines.map((l) => `${l.series}: ${formatY(yKind, l.y)}${l.partial ? ' (so far)' : ''}`)].join('\n')
        const chart = Plot.plot({
          width,
          height,
          marginLeft: 56,
          marginRight: 16,
          style: { background: 'transparent', color: dark ? '#d1d5db' : '#374151', fontSize: '12px', overflow: 'visible' },
          x: aligned ? { label: 'Days since first downloads', type: 'linear' } : { type: 'utc', label: null },
          y: { grid: true, label: yLabel, tickFormat: (v: number) => formatY(yKind, v), zero: yKind !== 'growth' },
          color: { type: 'identity' },
          marks: [
            Plot.ruleY([yKind === 'share' ? 1 : 0], { stroke: 'currentColor', strokeOpacity: 0.25 }),
            Plot.lineY(drawn.solid, { x: 'x', y: 'y', z: 'series', stroke: 'color', strokeWidth: 2 }),
            Plot.lineY(drawn.dashed, { x: 'x', y: 'y', z: 'series', stroke: 'color', strokeWidth: 2, strokeDasharray: '4 4' }),
            Plot.dot(drawn.partial, { x: 'x', y: 'y', stroke: 'color', fill: background, r: 4, strokeWidth: 2 }),
            Plot.ruleX(rows, Plot.pointerX({ x: 'x', stroke: 'currentColor', strokeOpacity: 0.4 })),
            Plot.tip(rows, Plot.pointerX({ x: 'x', y: 'y', title: tip, fill: background, stroke: dark ? '#374151' : '#d1d5db' })),
          ],
        })
        // The frame (role="img") describes the chart; Plot's per-mark labels on plain <g>
        // elements are not valid ARIA there and would only repeat it. The mark name stays as data.
        // (The tip, drawn again by Plot on hover, comes back with its label.)
        chart.setAttribute('aria-hidden', 'true')
        for (const group of chart.querySelectorAll<SVGGElement>('g[aria-label]')) {
          group.dataset.mark = group.getAttribute('aria-label') ?? ''
          group.removeAttribute('aria-label')
        }
        element.replaceChildren(chart)
        element.dataset.drawn = 'true'
      })
      .catch((error: unknown) => {
        console.warn('The chart could not be drawn.', error)
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [width, height, dark, yKind, yLabel, aligned, drawn, rows])

  return (
    <div ref={frame} className="relative w-full" style={{ height }}>
      {failed ? <p className="p-4 text-sm text-red-700 dark:text-red-300">The chart could not be drawn. The table below has the figures.</p> : null}
      <div ref={target} role="img" aria-label={description} data-testid="npm-chart" className="h-full w-full" />
    </div>
  )
}
