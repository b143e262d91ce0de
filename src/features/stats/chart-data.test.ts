import { expect, it } from 'vitest'
import { splitPartialLast, tooltipRows } from './chart-data'
import type { ChartPoint } from './series'

const point = (series: string, day: number, y: number, partial = false): ChartPoint => ({
  series,
  color: '#000',
  x: new Date(Date.UTC(2024, 0, day)),
  y,
  key: `2024-01-0${day}`,
  partial,
})

it('draws the partial last bin apart from the solid line', () => {
  const drawn = splitPartialLast([point('a', 1, 10), point('a', 2, 20), point('a', 3, 5, true), point('b', 1, 1), point('b', 2, 2)])
  expect(drawn.solid.map((p) => `${p.series}${p.y}`)).toEqual(['a10', 'a20', 'b1', 'b2'])
  expect(drawn.dashed.map((p) => p.y)).toEqual([20, 5])
  expect(drawn.partial.map((p) => p.y)).toEqual([5])
})

it('gathers every series at each x for the tooltip, largest first', () => {
  const rows = tooltipRows([point('a', 2, 10), point('b', 1, 3), point('b', 2, 30)])
  expect(rows).toHaveLength(2)
  expect(rows[0]!.lines.map((l) => l.series)).toEqual(['b'])
  expect(rows[1]!.y).toBe(30)
  expect(rows[1]!.lines.map((l) => [l.series, l.y])).toEqual([
    ['b', 30],
    ['a', 10],
  ])
})
