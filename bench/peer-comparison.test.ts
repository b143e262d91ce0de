import { describe, expect, it } from 'vitest'
import type { PageSpeed } from './lighthouse'
import { comparisonRows, median, navigationComparisonRow } from './peer-comparison'

const run = (tbtMs: number, ttiMs: number): PageSpeed => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 900,
  tbtMs,
  cls: 0,
  ttiMs,
  fcpMs: 900,
  failing: [],
})

describe('the comparison with a static docs site', () => {
  it('takes the middle value, the mean of the middle two for an even count, ignoring missing figures', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([NaN, 7])).toBe(7)
    expect(median([])).toBeNaN()
  })

  it("holds the home page to 1.5× the peer's TBT and 1.3× its TTI", () => {
    const [tbt, tti] = comparisonRows(
      'home',
      { ours: [run(30, 1200), run(20, 1300), run(40, 1100)], copy: [run(0, 900)], peer: [run(20, 1000), run(20, 1000), run(20, 1000)] },
      'Starlight',
    )
    expect(tbt).toMatchObject({ figure: 'TBT', ours: '30 ms', Starlight: '20 ms', 'ours ÷ peer': '1.5×', 'ours − copy': '+30 ms', target: '≤ 1.5× peer ✓' })
    expect(tti).toMatchObject({ figure: 'TTI', ours: '1.20 s', 'ours ÷ peer': '1.2×', target: '≤ 1.3× peer ✓' })
  })

  it('says a ratio to a TBT of zero as a difference, and misses the target unless ours is zero too', () => {
    const [tbt] = comparisonRows('home', { ours: [run(406, 2000)], peer: [run(0, 1000)] }, 'Starlight')
    expect(tbt).toMatchObject({ 'ours ÷ peer': '+406 ms (peer 0)', 'scripts-removed copy': '–', 'ours − copy': '–', target: '≤ 1.5× peer ✗' })
  })

  it('holds the Queries guide to its copy + 60 ms of TBT and + 0.4 s of TTI, with or without the peer', () => {
    const [tbt, tti] = comparisonRows('queries guide', { ours: [run(60, 1950)], copy: [run(0, 930)] }, 'Starlight')
    expect(tbt).toMatchObject({ 'ours − copy': '+60 ms', Starlight: '–', 'ours ÷ peer': '–', target: '≤ copy +60 ms ✓' })
    expect(tti).toMatchObject({ 'ours − copy': '+1.02 s', target: '≤ copy +0.40 s ✗' })
  })

  it('marks nothing for a page without targets', () => {
    const [tbt] = comparisonRows('blog post', { ours: [run(10, 900)], copy: [run(0, 900)] }, 'Starlight')
    expect(tbt!.target).toBe('')
  })
})

describe('the client-navigation comparison with VitePress', () => {
  it("holds our median click to at most the peer's, over the clicks of both", () => {
    const row = navigationComparisonRow(
      { ours: { direct: [40, 60, 50], hovered: [20, 30] }, peer: { direct: [55, 45, 80, 50], hovered: [25, 25] } },
      'VitePress',
    )
    expect(row).toMatchObject({
      clicks: '3 / 4',
      'ours, median': '50 ms',
      'VitePress, median': '53 ms',
      'ours ÷ peer': '0.95×',
      'after a 300 ms hover, ours / peer': '25 ms / 25 ms',
      target: '≤ 1× peer ✓',
    })
  })

  it("adds the times from the press and the presses' length when they were measured", () => {
    const row = navigationComparisonRow(
      {
        ours: { direct: [20, 30], hovered: [20], directFromPress: [80, 90], pressMs: [60, 60] },
        peer: { direct: [50, 60], hovered: [40], directFromPress: [110, 130], pressMs: [62, 64] },
      },
      'VitePress',
    )
    expect(row).toMatchObject({
      'ours ÷ peer': '0.45×',
      'from the press, ours / peer': '85 ms / 120 ms (0.71×)',
      'press length, median': '61 ms',
    })
  })

  it('misses the target when ours is slower, and marks nothing when the peer was not measured', () => {
    expect(navigationComparisonRow({ ours: { direct: [66], hovered: [27] }, peer: { direct: [50], hovered: [20] } }, 'VitePress')).toMatchObject({
      'ours ÷ peer': '1.32×',
      target: '≤ 1× peer ✗',
    })
    expect(navigationComparisonRow({ ours: { direct: [66], hovered: [27] }, peer: { direct: [], hovered: [] } }, 'VitePress')).toMatchObject({
      'VitePress, median': '–',
      'ours ÷ peer': '–',
      target: '≤ 1× peer',
    })
  })
})
