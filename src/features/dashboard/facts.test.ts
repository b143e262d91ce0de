import { describe, expect, it } from 'vitest'
import { npmFacts, serverFacts, sponsorsFacts } from './facts'

const now = Date.parse('2026-01-02T03:04:05Z')
const fourMinutesAgo = '2026-01-02T03:00:00.000Z'

describe('the dashboard’s facts', () => {
  it('npm: what is stored, and the last upstream error with the package it was about', () => {
    expect(npmFacts({ packages: 1234, days: 30, firstDay: '2025-12-01', lastDay: '2025-12-30', lastUpstreamError: null }, now)).toEqual([
      ['Packages stored', '1,234'],
      ['Days stored', '30'],
      ['Days from', '2025-12-01 to 2025-12-30'],
      ['Last upstream error', 'none'],
    ])
    const failing = npmFacts(
      { packages: 0, days: 0, firstDay: null, lastDay: null, lastUpstreamError: { at: fourMinutesAgo, package: 'react', message: 'timeout' } },
      now,
    )
    expect(Object.fromEntries(failing)).toMatchObject({ 'Days from': 'none yet', 'Last upstream error': '2026-01-02 03:00 UTC (4 min ago): react: timeout' })
  })

  it('server: restarts, running time, memory against its limit and the work queue', () => {
    const server = {
      restarts: { count: 2, lastExit: { at: fourMinutesAgo, how: 'killed by SIGKILL' } },
      uptimeSeconds: 240,
      memory: { residentMb: 310, heapUsedMb: 120, limitMb: 512 },
      work: { queued: 1, served: 5000, refused: 3, preloadsRefused: 7 },
    }
    expect(serverFacts(server, now)).toEqual([
      ['Restarts', '2 since the supervisor started'],
      ['Last restart', '2026-01-02 03:00 UTC (4 min ago): killed by SIGKILL'],
      ['Running for', '4 min'],
      ['Memory', '310 MB resident, 120 MB of heap in use (heap limit 512 MB)'],
      ['Expensive work', '5,000 pieces served, 1 waiting now, 3 refused while saturated, 7 preloads not run'],
    ])
    const fresh = serverFacts({ ...server, restarts: { count: 0, lastExit: null }, memory: { ...server.memory, limitMb: 0 } }, now)
    expect(Object.fromEntries(fresh)).toMatchObject({ Restarts: 'none', 'Last restart': 'none', Memory: '310 MB resident, 120 MB of heap in use' })
  })

  it('sponsors: which source, how many, and how it last fared', () => {
    expect(sponsorsFacts({ source: 'local' }, now)).toEqual([
      ['Source', 'Local file'],
      ['Sponsors loaded', 'not loaded yet'],
      ['Last success', 'never'],
      ['Last error', 'none'],
    ])
    const github = sponsorsFacts(
      { source: 'github', sponsors: 12, lastSuccessAt: fourMinutesAgo, lastError: { at: fourMinutesAgo, message: 'rate limited' } },
      now,
    )
    expect(Object.fromEntries(github)).toEqual({
      Source: 'GitHub Sponsors (with the local file)',
      'Sponsors loaded': '12',
      'Last success': '2026-01-02 03:00 UTC (4 min ago)',
      'Last error': '2026-01-02 03:00 UTC (4 min ago): rate limited',
    })
  })
})
