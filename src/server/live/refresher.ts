/**
 * Collects the live figures in the background: npm downloads of every catalogue package
 * through the npm download service (all-time daily counts, stored per day, so after the first
 * run only new days are asked for), and stars and contributors per repository. A part that
 * fails keeps its last figures, marked stale. The state is saved after each run and published
 * on the channel when the figures changed.
 */
import type { LiveStats } from '~/lib/live/types'
import type { PackageDownloads } from '~/lib/stats/downloads'
import type { StatsRange } from '~/lib/stats/ranges'
import { emptyState, figuresKey, packageFigures, summarize, type CatalogueEntry, type LiveState } from './aggregate'
import type { InMemoryChannel } from './channel'
import type { RepoFiguresSource } from './repos'
import type { LiveStateStore } from './store'

export type DownloadsSource = { downloads(packageName: string, range: StatsRange): Promise<PackageDownloads> }

export type RefresherOptions = {
  catalogue: readonly CatalogueEntry[]
  downloads: DownloadsSource
  repos: RepoFiguresSource | undefined
  store: LiveStateStore
  channel: InMemoryChannel<LiveStats>
  now?: () => Date
}

export class LiveStatsRefresher {
  private state: LiveState = emptyState()
  private running: Promise<void> | undefined
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly now: () => Date

  constructor(private readonly options: RefresherOptions) {
    this.now = options.now ?? (() => new Date())
  }

  /** Loads the stored figures and publishes them. */
  async load(): Promise<void> {
    const stored = await this.options.store.load()
    if (stored) this.state = stored
    this.options.channel.publish(summarize(this.state, this.options.catalogue))
  }

  /** One collection run; concurrent callers share it. */
  refresh(): Promise<void> {
    this.running ??= this.collect().finally(() => (this.running = undefined))
    return this.running
  }

  /** Refreshes now and then every `seconds` (0: never asks upstream, serves what is stored). */
  start(seconds: number) {
    if (seconds <= 0 || this.timer) return
    void this.refresh().catch((error: unknown) => console.warn('Live figures refresh failed', error))
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => console.warn('Live figures refresh failed', error)), seconds * 1000)
    this.timer.unref?.()
  }

  stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  private async collect(): Promise<void> {
    const { catalogue, downloads, repos } = this.options
    const next: LiveState = structuredClone(this.state)
    const at = this.now().toISOString()

    const names = [...new Set(catalogue.flatMap((l) => l.packages))]
    const answers = await Promise.all(
      names.map(async (name) => {
        try {
          return { name, figures: packageFigures(await downloads.downloads(name, 'all-time')) }
        } catch (error) {
          console.warn(`Live figures: downloads of ${name} failed`, error)
          return { name, figures: undefined }
        }
      }),
    )
    let npmFailed = false
    for (const { name, figures } of answers) {
      if (figures) next.packages[name] = figures
      else npmFailed = true
    }
    next.npm = { updatedAt: answers.some((a) => a.figures) ? at : next.npm.updatedAt, stale: npmFailed }

    if (repos) {
      let reposFailed = false
      let anyAnswered = false
      for (const repo of new Set(catalogue.map((l) => l.repo))) {
        try {
          next.repos[repo] = await repos.figures(repo)
          anyAnswered = true
        } catch (error) {
          reposFailed = true
          console.warn(`Live figures: ${repo} on ${repos.kind} failed: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      next.reposInfo = { source: repos.kind, updatedAt: anyAnswered ? at : next.reposInfo.updatedAt, stale: reposFailed }
    }

    const before = summarize(this.state, catalogue)
    this.state = next
    const after = summarize(next, catalogue)
    await this.options.store.save(next, this.now())
    if (figuresKey(before) !== figuresKey(after) || before.npm.updatedAt !== after.npm.updatedAt) this.options.channel.publish(after)
  }
}
