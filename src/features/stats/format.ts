/** Number and label formats of the statistics page; fixed to en-US so server and browser agree. */
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })
const signedPercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })

/** 0.123 → "12.3%". */
export function formatShare(value: number): string {
  return percent.format(value)
}

/** 0.123 → "+12.3%", -0.5 → "-50%". */
export function formatChange(value: number): string {
  return signedPercent.format(value)
}

const utcDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A UTC date → "Mar 5, 2024". One formatter for every call: the chart formats a date per point. */
export function formatDate(date: Date): string {
  return utcDate.format(date)
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2024-03-05" → "Mar 5, 2024". */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${monthNames[m - 1]} ${d}, ${y}`
}

/** A bin's period as a reader names it: "Oct 2024", "week of Oct 7, 2024", "Oct 7, 2024", "2024". */
export function binPeriod(bin: { first: string; last: string }, binning: 'daily' | 'weekly' | 'monthly' | 'yearly'): string {
  const [y, m] = bin.first.split('-').map(Number) as [number, number]
  if (binning === 'yearly') return String(y)
  if (binning === 'monthly') return `${monthNames[m - 1]} ${y}`
  if (binning === 'weekly') return `week of ${formatDay(bin.first)}`
  return formatDay(bin.first)
}

export function binNoun(binning: 'daily' | 'weekly' | 'monthly' | 'yearly'): string {
  return { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' }[binning]
}

/** A group's name: its packages joined with "+". */
export function groupLabel(packages: readonly string[]): string {
  return packages.join(' + ')
}
