/**
 * The live figures of this server process: loaded from the database on first use, then
 * refreshed in the background every `LIVE_STATS_REFRESH_SECONDS`. Server-only.
 */
import type { LiveStats } from '~/lib/live/types'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { githubClient } from '~/server/github/client'
import { onShutdown } from '~/server/lifecycle'
import { getNpmService } from '~/server/npm'
import { libraries } from '~/site/libraries'
import { libraryPackages } from '~/site/libraries/packages'
import { InMemoryChannel, type LiveChannel } from './channel'
import { LiveStatsRefresher } from './refresher'
import { GitHistoryRepoFigures, GitHubRepoFigures } from './repos'
import { LiveStateStore } from './store'

let shared: Promise<LiveChannel<LiveStats>> | undefined

export function getLiveChannel(): Promise<LiveChannel<LiveStats>> {
  shared ??= (async () => {
    const config = getConfig()
    const channel = new InMemoryChannel<LiveStats>()
    const refresher = new LiveStatsRefresher({
      catalogue: libraries.map((l) => ({ id: l.id, repo: l.repo, packages: libraryPackages[l.id] })),
      downloads: await getNpmService(),
      repos: config.GITHUB_TOKEN
        ? new GitHubRepoFigures(githubClient({ token: config.GITHUB_TOKEN, timeoutMs: 15_000 }))
        : config.CONTENT_SOURCE === 'local'
          ? new GitHistoryRepoFigures(config.CONTENT_DIR)
          : undefined,
      store: new LiveStateStore(await getDatabase()),
      channel,
    })
    await refresher.load()
    refresher.start(config.LIVE_STATS_REFRESH_SECONDS)
    onShutdown('live figures refresher', () => refresher.stop())
    return channel
  })()
  shared.catch(() => (shared = undefined))
  return shared
}

export { liveStatsEventStream, liveStatsJson } from './sse'
