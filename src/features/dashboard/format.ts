/** Short, readable forms of what the dashboard shows. */

export function shortId(id: string | null | undefined): string {
  if (!id) return 'not found'
  return /^[0-9a-f]{40}$/.test(id) ? id.slice(0, 7) : id
}

export function formatTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never'
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return 'unknown'
  const seconds = Math.round((now - then) / 1000)
  const ago =
    seconds < 60
      ? 'just now'
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min ago`
        : seconds < 86_400
          ? `${Math.floor(seconds / 3600)} h ago`
          : `${Math.floor(seconds / 86_400)} d ago`
  return `${iso.slice(0, 16).replace('T', ' ')} UTC (${ago})`
}

export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return 'unknown'
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`
}

export function formatRate(rate: number | undefined): string {
  return rate === undefined ? 'unknown' : `${(rate * 100).toFixed(1)} %`
}

/** A process's running time: "45 s", "12 min", "3 h 12 min", "2 d 4 h". */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  if (days) return `${days} d ${hours % 24} h`
  if (hours) return `${hours} h ${minutes % 60} min`
  return minutes ? `${minutes} min` : `${Math.floor(seconds)} s`
}
