/** Counts as people read them, fixed to en-US so the server's HTML and the browser's agree. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 1234567 → "1.2M"; an unknown figure → "–". */
export function compactNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : compact.format(value)
}

/** 1234567.4 → "1,234,567". */
export function wholeNumber(value: number): string {
  return whole.format(value)
}
