/**
 * Calendar days as `YYYY-MM-DD` strings in UTC, the unit npm counts downloads in.
 * Arithmetic goes through whole days since 1970-01-01 so no time zone can shift a day.
 */
const MS_PER_DAY = 86_400_000

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY)
}

export function dayFromNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10)
}

export function addDays(day: string, n: number): string {
  return dayFromNumber(dayNumber(day) + n)
}

/** Days from `a` to `b`: positive when `b` is later. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a)
}

export function minDay(a: string, b: string): string {
  return a < b ? a : b
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b
}

/** Midnight UTC of a day, as a Date for charts. */
export function dateOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}
