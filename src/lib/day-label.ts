/**
 * A day as the doc pages print it, "November 21, 2026" (UTC). Written out rather than through
 * `Intl.DateTimeFormat`: making a formatter loads the browser's locale data, about 7 ms of the
 * main thread on a fast machine, and a doc page's first script would pay it before hydrating.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export function dayLabel(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
