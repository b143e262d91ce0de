import autocannon from 'autocannon'

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number }

/** Runs autocannon against a URL and returns throughput and latency. */
export async function measureLoad(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`)
  if (!rows.length) return
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(columns))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))))
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
