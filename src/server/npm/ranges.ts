import { addDays, daysBetween, dayNumber, dayFromNumber } from '~/lib/stats/days'

/** npm answers one range request for at most 18 months; stay a little under it. */
export const MAX_DAYS_PER_REQUEST = 540

export type DayRange = { start: string; end: string }
export type DailyCount = { day: string; downloads: number }

/** Cuts `[start, end]` into consecutive ranges of at most `maxDays` days each. */
export function splitRange({ start, end }: DayRange, maxDays = MAX_DAYS_PER_REQUEST): DayRange[] {
  if (maxDays < 1) throw new Error('maxDays must be at least 1')
  const parts: DayRange[] = []
  let from = start
  while (from <= end) {
    const to = addDays(from, maxDays - 1)
    const last = to < end ? to : end
    parts.push({ start: from, end: last })
    from = addDays(last, 1)
  }
  return parts
}

/** The runs of days in `[start, end]` that are not in `stored`. */
export function missingRanges({ start, end }: DayRange, stored: ReadonlySet<string>): DayRange[] {
  const runs: DayRange[] = []
  let runStart: string | undefined
  const first = dayNumber(start)
  const last = dayNumber(end)
  for (let n = first; n <= last; n++) {
    const day = dayFromNumber(n)
    if (!stored.has(day)) {
      runStart ??= day
    } else if (runStart) {
      runs.push({ start: runStart, end: dayFromNumber(n - 1) })
      runStart = undefined
    }
  }
  if (runStart) runs.push({ start: runStart, end })
  return runs
}

/** Joins the answers of several range requests into one list per day, sorted; a later answer wins. */
export function mergeDaily(...parts: readonly (readonly DailyCount[])[]): DailyCount[] {
  const byDay = new Map<string, number>()
  for (const part of parts) for (const row of part) byDay.set(row.day, row.downloads)
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, downloads]) => ({ day, downloads }))
}

/** One entry per day of `[start, end]`: the count, or null where no count is known. */
export function denseCounts({ start, end }: DayRange, rows: readonly DailyCount[]): (number | null)[] {
  const length = daysBetween(start, end) + 1
  if (length <= 0) return []
  const counts: (number | null)[] = new Array<number | null>(length).fill(null)
  for (const row of rows) {
    const index = daysBetween(start, row.day)
    if (index >= 0 && index < length) counts[index] = row.downloads
  }
  return counts
}
