/** What the dashboard's plain panels list: each a term and its value, from one part of the dashboard's data. */
import { wholeNumber } from '~/lib/numbers'
import type { DashboardData } from './dashboard.functions'
import { formatTime, formatUptime } from './format'

export type Fact = [term: string, value: string]

export function npmFacts(npm: DashboardData['npm'], now = Date.now()): Fact[] {
  const error = npm.lastUpstreamError
  return [
    ['Packages stored', wholeNumber(npm.packages)],
    ['Days stored', wholeNumber(npm.days)],
    ['Days from', npm.firstDay && npm.lastDay ? `${npm.firstDay} to ${npm.lastDay}` : 'none yet'],
    ['Last upstream error', error ? `${formatTime(error.at, now)}: ${error.package}: ${error.message}` : 'none'],
  ]
}

export function serverFacts({ restarts, uptimeSeconds, memory, work }: DashboardData['server'], now = Date.now()): Fact[] {
  const heapLimit = memory.limitMb ? ` (heap limit ${wholeNumber(memory.limitMb)} MB)` : ''
  return [
    ['Restarts', restarts.count ? `${wholeNumber(restarts.count)} since the supervisor started` : 'none'],
    ['Last restart', restarts.lastExit ? `${formatTime(restarts.lastExit.at, now)}: ${restarts.lastExit.how}` : 'none'],
    ['Running for', formatUptime(uptimeSeconds)],
    ['Memory', `${wholeNumber(memory.residentMb)} MB resident, ${wholeNumber(memory.heapUsedMb)} MB of heap in use${heapLimit}`],
    [
      'Expensive work',
      `${wholeNumber(work.served)} pieces served, ${wholeNumber(work.queued)} waiting now, ${wholeNumber(work.refused)} refused while saturated, ${wholeNumber(work.preloadsRefused)} preloads not run`,
    ],
  ]
}

export function sponsorsFacts(sponsors: DashboardData['sponsors'], now = Date.now()): Fact[] {
  return [
    ['Source', sponsors.source === 'github' ? 'GitHub Sponsors (with the local file)' : 'Local file'],
    ['Sponsors loaded', sponsors.sponsors === undefined ? 'not loaded yet' : wholeNumber(sponsors.sponsors)],
    ['Last success', formatTime(sponsors.lastSuccessAt, now)],
    ['Last error', sponsors.lastError ? `${formatTime(sponsors.lastError.at, now)}: ${sponsors.lastError.message}` : 'none'],
  ]
}
