import { describe, expect, it } from 'vitest'
import { formatStatuses, judge, parseParentPid, parseRssAnonKb, parseVmRssKb, percentile, processTree, RouteTallies } from './report'

describe('load run report', () => {
  it('tallies statuses and latencies per route and counts the 5xx', () => {
    const tallies = new RouteTallies()
    tallies.record('home', 200, 4)
    tallies.record('home', 200, 8)
    tallies.record('search', 503, 2)
    tallies.record('search', 200, 6)
    expect(tallies.byRoute.get('home')).toEqual({ requests: 2, statuses: new Map([[200, 2]]), latencies: [4, 8] })
    expect(formatStatuses(tallies.byRoute.get('search')!.statuses)).toBe('200×1 503×1')
    expect(tallies.serverErrors()).toBe(1)
  })

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBe(0)
  })

  it('reads VmRSS from /proc/<pid>/status', () => {
    expect(parseVmRssKb('Name:\tnode\nVmPeak:\t 1234 kB\nVmRSS:\t  215680 kB\nRssAnon:\t 1 kB\n')).toBe(215_680)
    expect(() => parseVmRssKb('Name:\tnode\n')).toThrow('VmRSS')
    expect(parseRssAnonKb('VmRSS:\t  56876 kB\nRssAnon:\t   19944 kB\nRssFile:\t   36932 kB\n')).toBe(19_944)
    expect(() => parseRssAnonKb('VmRSS:\t  56876 kB\n')).toThrow('RssAnon')
  })

  it('reads the parent pid from /proc/<pid>/stat, whatever the process is named', () => {
    expect(parseParentPid('4242 (node) S 4200 4242 17 0 -1 4194560 2051')).toBe(4200)
    expect(parseParentPid('4243 (my (odd) name) R 4242 4242 17 0')).toBe(4242)
    expect(() => parseParentPid('garbage')).toThrow('parent pid')
  })

  it('finds every process under a pid, grandchildren included, and no others', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ])
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13])
    expect(processTree(21, parents)).toEqual([21])
  })

  it('fails on any 5xx, connection error, timeout, memory growth at the limit, or memory kept after the run', () => {
    const clean = {
      serverErrors: 0,
      errors: 0,
      timeouts: 0,
      rssStartKb: 200_000,
      rssEndKb: 219_000,
      maxGrowth: 0.1,
      rssPeakKb: 460_800,
      maxPeakKb: 460_800,
      rssIdleKb: 409_600,
      maxIdleKb: 409_600,
    }
    expect(judge(clean)).toEqual({ ok: true, problems: [] })
    expect(judge({ ...clean, rssEndKb: 220_000 }).problems).toEqual(['server memory grew 10.0 % (limit 10 %)'])
    expect(judge({ ...clean, rssPeakKb: 460_801 + 1024 }).problems).toEqual(['under load the server held up to 451 MB (limit 450 MB)'])
    expect(judge({ ...clean, rssIdleKb: 409_601 + 1024 }).problems).toEqual(['after the run the server still held 401 MB (limit 400 MB)'])
    expect(judge({ ...clean, serverErrors: 2, errors: 1, timeouts: 3 }).problems).toEqual(['2 responses were 5xx', '1 connection errors', '3 timeouts'])
  })
})
