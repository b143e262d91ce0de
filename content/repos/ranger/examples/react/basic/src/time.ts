// Values are minutes since midnight; the slider covers 08:00 to 18:00.
export const DAY_START = 8 * 60
export const DAY_END = 18 * 60

export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60)
  const m = total % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}
