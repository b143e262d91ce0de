import { addDays, maxDay, minDay } from './days'

export const statsRanges = ['7-days', '30-days', '90-days', '180-days', '365-days', '730-days', '1825-days', 'all-time'] as const
export type StatsRange = (typeof statsRanges)[number]

export const rangeLabels: Record<StatsRange, string> = {
  '7-days': '7 days',
  '30-days': '30 days',
  '90-days': '90 days',
  '180-days': '6 months',
  '365-days': '1 year',
  '730-days': '2 years',
  '1825-days': '5 years',
  'all-time': 'All time',
}

/** The first day npm has download counts for. */
export const NPM_FIRST_DAY = '2015-01-10'

/**
 * The last day a range ends on: yesterday in UTC, the most recent day npm publishes a
 * complete count for.
 */
export function lastCompleteDay(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), -1)
}

/** Number of days a range covers, or undefined for all-time. */
export function rangeDays(range: StatsRange): number | undefined {
  if (range === 'all-time') return undefined
  return Number(range.slice(0, range.indexOf('-')))
}

/**
 * The days a range covers, ending on `end`. All-time starts on the package's creation day
 * (or npm's first day of counts when that is unknown or earlier).
 */
export function rangeBounds(range: StatsRange, end: string, created?: string): { start: string; end: string } {
  const days = rangeDays(range)
  if (days === undefined) {
    const start = created ? maxDay(created, NPM_FIRST_DAY) : NPM_FIRST_DAY
    return { start: minDay(start, end), end }
  }
  return { start: maxDay(addDays(end, -(days - 1)), NPM_FIRST_DAY), end }
}
