/** How old the live figures are, as people read it. */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "updated 3 hours ago", "updated just now"; empty when the time is unknown. */
export function updatedAgo(updatedAt: string | null | undefined, nowMs: number): string {
  if (!updatedAt) return ''
  const at = Date.parse(updatedAt)
  if (!Number.isFinite(at)) return ''
  const elapsed = Math.max(0, nowMs - at)
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return `updated ${relative.format(-Math.floor(elapsed / ms), unit)}`
  }
  return 'updated just now'
}
