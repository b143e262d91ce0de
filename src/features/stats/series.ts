/**
 * The maths behind the chart and the table: groups summed per day, days gathered into bins,
 * and the relative, baseline and aligned views. Pure functions, no React.
 */
import { addDays, dateOf, dayFromNumber, dayNumber, daysBetween } from '~/lib/stats/days'
import type { StatsRange } from '~/lib/stats/ranges'
import type { BinningOption } from './search-params'

/** Daily counts from `start`, one per day; null where the count is unknown. */
export type DailySeries = { start: string; counts: readonly (number | null)[] }

export type Bin = {
  /** First day of the bin's period (Monday for weeks). */
  key: string
  /** First and last day with a known count inside the bin. */
  first: string
  last: string
  value: number
  /** The bin covers fewer days than its period: the range cuts it, or the period is not over. */
  partial: boolean
}

export function defaultBinning(range: StatsRange): BinningOption {
  switch (range) {
    case '7-days':
    case '30-days':
      return 'daily'
    case '90-days':
    case '180-days':
    case '365-days':
      return 'weekly'
    case '730-days':
    case '1825-days':
      return 'monthly'
    case 'all-time':
      return 'monthly'
  }
}

/** Sums several daily series day by day; a day is unknown only when every series lacks it. */
export function sumDaily(series: readonly DailySeries[]): DailySeries | undefined {
  if (series.length === 0) return undefined
  const start = series.map((s) => s.start).reduce((a, b) => (a < b ? a : b))
  const end = series.map((s) => addDays(s.start, s.counts.length - 1)).reduce((a, b) => (a > b ? a : b))
  const counts: (number | null)[] = new Array<number | null>(daysBetween(start, end) + 1).fill(null)
  for (const s of series) {
    const offset = daysBetween(start, s.start)
    s.counts.forEach((count, i) => {
      if (count === null) return
      counts[offset + i] = (counts[offset + i] ?? 0) + count
    })
  }
  return { start, counts }
}

/** Drops unknown days at both ends. */
export function trimUnknown(series: DailySeries): DailySeries {
  let from = 0
  let to = series.counts.length
  while (from < to && series.counts[from] === null) from++
  while (to > from && series.counts[to - 1] === null) to--
  return { start: addDays(series.start, from), counts: series.counts.slice(from, to) }
}

export function binKey(day: string, binning: BinningOption): string {
  switch (binning) {
    case 'daily':
      return day
    case 'weekly': {
      // 1970-01-01 was a Thursday; weeks start on Monday.
      const n = dayNumber(day)
      return dayFromNumber(n - ((n + 3) % 7))
    }
    case 'monthly':
      return `${day.slice(0, 7)}-01`
    case 'yearly':
      return `${day.slice(0, 4)}-01-01`
  }
}

function periodLength(key: string, binning: BinningOption): number {
  switch (binning) {
    case 'daily':
      return 1
    case 'weekly':
      return 7
    case 'monthly': {
      const [y, m] = key.split('-').map(Number) as [number, number]
      return new Date(Date.UTC(y, m, 0)).getUTCDate()
    }
    case 'yearly': {
      const y = Number(key.slice(0, 4))
      return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 366 : 365
    }
  }
}

/** Gathers known days into bins; bins that cover only part of their period are marked. */
export function binSeries(series: DailySeries, binning: BinningOption): Bin[] {
  const trimmed = trimUnknown(series)
  const bins: Bin[] = []
  let days = 0
  trimmed.counts.forEach((count, i) => {
    const day = addDays(trimmed.start, i)
    const key = binKey(day, binning)
    let bin = bins.at(-1)
    if (!bin || bin.key !== key) {
      if (bin) bin.partial = days < periodLength(bin.key, binning)
      bin = { key, first: day, last: day, value: 0, partial: false }
      bins.push(bin)
      days = 0
    }
    bin.last = day
    days++
    if (count !== null) bin.value += count
  })
  const lastBin = bins.at(-1)
  if (lastBin) lastBin.partial = days < periodLength(lastBin.key, binning)
  return bins
}

/**
 * Growth from the first bin with downloads: 0 is no change, 1 is double. `values` are the bins'
 * own counts unless given (their shares of a baseline, say).
 */
export function relativeGrowth(bins: readonly Bin[], values: readonly (number | null)[] = bins.map((b) => b.value)): (number | null)[] {
  const base = values.find((v, i) => v !== null && v > 0 && bins[i]!.value > 0)
  return values.map((v) => (v === null || !base ? null : v / base - 1))
}

/** Each bin as a share of the baseline's bin with the same key (1 = as many downloads). */
export function shareOfBaseline(bins: readonly Bin[], baseline: readonly Bin[]): (number | null)[] {
  const byKey = new Map(baseline.map((b) => [b.key, b.value]))
  return bins.map((b) => {
    const base = byKey.get(b.key)
    return base ? b.value / base : null
  })
}

/** Index of the first bin with downloads, the start of an aligned series. */
export function firstActiveIndex(bins: readonly Bin[]): number {
  const index = bins.findIndex((b) => b.value > 0)
  return index === -1 ? bins.length : index
}

export type ChartPoint = {
  series: string
  color: string
  /** A date, or days since the series' first downloads when start dates are aligned. */
  x: Date | number
  y: number
  key: string
  partial: boolean
}

export type ChartSeriesInput = { label: string; color: string; daily: DailySeries }

export type ChartOptions = {
  binning: BinningOption
  viewMode: 'absolute' | 'relative'
  baseline?: DailySeries
  alignStartDates: boolean
}

/**
 * The points the chart draws. A baseline turns each value into a share of it first; the
 * relative view then shows growth from the first bin; aligned series start at x = 0.
 */
export function chartPoints(series: readonly ChartSeriesInput[], options: ChartOptions): ChartPoint[] {
  const baselineBins = options.baseline ? binSeries(options.baseline, options.binning) : undefined
  return series.flatMap((s) => {
    let bins = binSeries(s.daily, options.binning)
    // A first bin the range cuts short would look like a dip: the chart starts at the next one.
    if (bins.length > 1 && bins[0]!.partial) bins = bins.slice(1)
    let values: (number | null)[] = baselineBins ? shareOfBaseline(bins, baselineBins) : bins.map((b) => b.value)
    if (options.viewMode === 'relative') values = relativeGrowth(bins, values)
    const from = options.alignStartDates ? firstActiveIndex(bins) : 0
    const origin = bins[from]?.first
    const points: ChartPoint[] = []
    for (let i = from; i < bins.length; i++) {
      const bin = bins[i]!
      const y = values[i]
      if (y === null || y === undefined || !Number.isFinite(y)) continue
      const x = options.alignStartDates && origin ? daysBetween(origin, bin.first) : dateOf(bin.key)
      points.push({ series: s.label, color: s.color, x, y, key: bin.key, partial: bin.partial })
    }
    return points
  })
}

export type TableRow = {
  label: string
  color: string
  total: number
  /** The last bin with every day of its period known ("Last complete month"). */
  lastComplete?: Bin
  /** The bin after it, still being counted ("This month so far"); none when the last bin is complete. */
  current?: Bin
  /** The complete bin before `lastComplete`, which `change` compares it with. */
  previous?: Bin
  /** Change of `lastComplete` against `previous`: 0 is none, 1 is double. */
  change?: number
}

export function tableRow(label: string, color: string, daily: DailySeries, binning: BinningOption): TableRow {
  const total = daily.counts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
  const bins = binSeries(daily, binning)
  const last = bins.at(-1)
  const current = last?.partial ? last : undefined
  // The first bin of a range can be cut too: only whole periods are compared.
  const complete = bins.filter((b) => !b.partial)
  const lastComplete = complete.at(-1)
  const previous = complete.at(-2)
  const change = lastComplete && previous && previous.value > 0 ? lastComplete.value / previous.value - 1 : undefined
  return { label, color, total, lastComplete, current, previous, change }
}
