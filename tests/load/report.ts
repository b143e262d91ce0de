/** Pure parts of the load run: per-route tallies, the memory reading, the verdict. */

export type RouteTally = { requests: number; statuses: Map<number, number>; latencies: number[] }

export class RouteTallies {
  readonly byRoute = new Map<string, RouteTally>()

  record(route: string, status: number, latencyMs: number) {
    let tally = this.byRoute.get(route)
    if (!tally) this.byRoute.set(route, (tally = { requests: 0, statuses: new Map(), latencies: [] }))
    tally.requests++
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
    tally.latencies.push(latencyMs)
  }

  serverErrors(): number {
    let n = 0
    for (const tally of this.byRoute.values()) for (const [status, count] of tally.statuses) if (status >= 500) n += count
    return n
  }
}

/** The value at the p-th percentile (nearest rank) of unsorted numbers; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** "200×812 304×3": every status a route answered with, and how often. */
export function formatStatuses(statuses: ReadonlyMap<number, number>): string {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
}

/** Resident memory in kB from the text of /proc/<pid>/status. */
export function parseVmRssKb(procStatus: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(procStatus)
  if (!match) throw new Error('No VmRSS line in the process status')
  return Number(match[1])
}

/** Private (anonymous) resident memory in kB from the text of /proc/<pid>/status. */
export function parseRssAnonKb(procStatus: string): number {
  const match = /^RssAnon:\s+(\d+)\s+kB$/m.exec(procStatus)
  if (!match) throw new Error('No RssAnon line in the process status')
  return Number(match[1])
}

/** The parent's process id from the text of /proc/<pid>/stat (the name in parentheses may hold spaces). */
export function parseParentPid(procStat: string): number {
  const fields = procStat.slice(procStat.lastIndexOf(')') + 2).split(' ')
  const parent = Number(fields[1])
  if (!Number.isInteger(parent)) throw new Error('No parent pid in the process stat')
  return parent
}

/** `pid` and every process under it, from each process's parent. */
export function processTree(pid: number, parents: ReadonlyMap<number, number>): number[] {
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child)
  return tree
}

export type Verdict = { ok: boolean; problems: string[] }

/**
 * Zero 5xx, zero connection errors and timeouts, resident memory grown by less than `maxGrowth`
 * under load and never above `maxPeakKb`, and once the load is over, memory back to at most
 * `maxIdleKb`.
 */
export function judge(input: {
  serverErrors: number
  errors: number
  timeouts: number
  rssStartKb: number
  rssEndKb: number
  maxGrowth: number
  rssPeakKb: number
  maxPeakKb: number
  rssIdleKb: number
  maxIdleKb: number
}): Verdict {
  const problems: string[] = []
  if (input.serverErrors > 0) problems.push(`${input.serverErrors} responses were 5xx`)
  if (input.errors > 0) problems.push(`${input.errors} connection errors`)
  if (input.timeouts > 0) problems.push(`${input.timeouts} timeouts`)
  const growth = (input.rssEndKb - input.rssStartKb) / input.rssStartKb
  if (growth >= input.maxGrowth) problems.push(`server memory grew ${(growth * 100).toFixed(1)} % (limit ${(input.maxGrowth * 100).toFixed(0)} %)`)
  if (input.rssPeakKb > input.maxPeakKb)
    problems.push(`under load the server held up to ${(input.rssPeakKb / 1024).toFixed(0)} MB (limit ${(input.maxPeakKb / 1024).toFixed(0)} MB)`)
  if (input.rssIdleKb > input.maxIdleKb)
    problems.push(`after the run the server still held ${(input.rssIdleKb / 1024).toFixed(0)} MB (limit ${(input.maxIdleKb / 1024).toFixed(0)} MB)`)
  return { ok: problems.length === 0, problems }
}
