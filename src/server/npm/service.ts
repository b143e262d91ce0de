/**
 * Daily downloads per package, fetched from npm once per day and kept in the database. Later
 * requests ask npm only for the days not stored yet; when npm cannot be reached, what is stored
 * is served with a notice. Server-only.
 */
import { LRUCache } from 'lru-cache'
import { addDays, maxDay } from '~/lib/stats/days'
import type { PackageDownloads } from '~/lib/stats/downloads'
import { lastCompleteDay, rangeBounds, type StatsRange } from '~/lib/stats/ranges'
import { denseCounts, mergeDaily, missingRanges, splitRange, type DayRange } from './ranges'
import type { DownloadStore } from './store'
import { NpmNotFoundError, NpmUnavailableError, type NpmUpstream } from './upstream'
import type { PackageHit } from '~/lib/stats/downloads'

export type { PackageDownloads }

export type ServiceOptions = {
  now?: () => Date
  refreshSeconds?: number
  /** Packages not stored yet that may be added per minute, by all callers together. */
  newPackagesPerMinute?: number
  /** Packages stored at most: past it the least recently viewed are removed. */
  maxPackages?: number
  /** Days after which a package nobody viewed is removed. */
  unviewedDays?: number
}

/**
 * Asked before each request to npm on behalf of one caller: false refuses it. Days already
 * stored need no request, so they are served whatever the budget says.
 */
export type UpstreamBudget = () => boolean

/** The caller has spent its budget of npm requests for now. */
export class NpmBudgetError extends Error {
  constructor() {
    super('Too many new npm look-ups from this address in the last minute')
    this.name = 'NpmBudgetError'
  }
}

/**
 * The site stores no more new packages for now: each costs npm requests and rows that stay, so
 * a stream of made-up names from many addresses would otherwise grow the database without end.
 */
export class NpmNewPackagesFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many packages new to this site were asked for in the last minute; try again in ${retryAfterSeconds} s.`)
    this.name = 'NpmNewPackagesFullError'
  }
}

/** A package's last view is written again only when older than this, sparing a write per request. */
export const VIEW_RECORD_INTERVAL_MS = 60 * 60_000
/** Packages nobody viewed for a while are looked for at most this often. */
const PRUNE_INTERVAL_MS = 10 * 60_000
/** The window of the site-wide budget of new packages. */
const NEW_PACKAGES_WINDOW_MS = 60_000

/** How long an answer "not on npm" is remembered, sparing npm repeated look-ups of a typo. */
export const NOT_FOUND_MEMORY_MS = 10 * 60_000

export class NpmDownloadsService {
  private readonly inflight = new Map<string, Promise<void>>()
  /** Admissions under way: concurrent requests for a package share one and go on in the order they came. */
  private readonly admitting = new Map<string, Promise<boolean>>()
  /** Packages npm said it does not know, and when; bounded so a stream of typos cannot grow it. */
  private readonly notFound = new LRUCache<string, number>({ max: 10_000 })
  private readonly now: () => Date
  private readonly refreshMs: number
  private readonly newPackagesPerMinute: number
  /** New packages added in the current window of the site-wide budget, which starts with its first one. */
  private newPackages = { windowStart: Number.NEGATIVE_INFINITY, added: 0 }
  private readonly maxPackages: number
  private readonly unviewedMs: number
  private lastPrune = Number.NEGATIVE_INFINITY
  private pruning: Promise<void> | undefined
  private pruneAgain = false
  /** The last time npm could not be reached, for the maintainers' dashboard. */
  lastUpstreamError: { at: string; package: string; message: string } | undefined

  constructor(
    private readonly store: DownloadStore,
    private readonly upstream: NpmUpstream,
    options: ServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date())
    this.refreshMs = (options.refreshSeconds ?? 3600) * 1000
    this.newPackagesPerMinute = options.newPackagesPerMinute ?? 30
    this.maxPackages = options.maxPackages ?? 2000
    this.unviewedMs = (options.unviewedDays ?? 30) * 86_400_000
  }

  async downloads(packageName: string, range: StatsRange, budget: UpstreamBudget = () => true): Promise<PackageDownloads> {
    const end = lastCompleteDay(this.now())
    const missingSince = this.notFound.get(packageName)
    if (missingSince !== undefined && this.now().getTime() - missingSince < NOT_FOUND_MEMORY_MS) {
      return { package: packageName, status: 'not-found', message: new NpmNotFoundError(packageName).message }
    }
    const isNew = await this.admitOnce(packageName)
    let notice: string | undefined
    let created: string | undefined
    try {
      if (range === 'all-time') created = await this.created(packageName, budget)
      const bounds = rangeBounds(range, end, created)
      await this.fill(packageName, bounds, budget)
    } catch (error) {
      if (error instanceof NpmBudgetError) {
        const stored = await this.store.days(packageName, rangeBounds(range, end, created))
        const last = stored.at(-1)?.day
        if (!last) return { package: packageName, status: 'unavailable', message: `${error.message}: the downloads of "${packageName}" will load in a minute.` }
        const bounds = rangeBounds(range, end, created)
        return {
          package: packageName,
          status: 'ok',
          start: bounds.start,
          end: bounds.end,
          counts: denseCounts(bounds, stored),
          notice: `${error.message}; showing the downloads of "${packageName}" stored up to ${last}.`,
        }
      }
      if (error instanceof NpmNotFoundError) {
        this.notFound.set(packageName, this.now().getTime())
        if (isNew) await this.store.forget([packageName])
        return { package: packageName, status: 'not-found', message: error.message }
      }
      if (!(error instanceof NpmUnavailableError)) throw error
      this.reportUnreachable(error.message)
      this.lastUpstreamError = { at: this.now().toISOString(), package: packageName, message: error.message }
      notice = 'npm could not be reached'
    }
    const bounds = rangeBounds(range, end, created)
    const rows = await this.store.days(packageName, bounds)
    if (notice) {
      const last = rows.at(-1)?.day
      if (!last)
        return {
          package: packageName,
          status: 'unavailable',
          message: `npm could not be reached and no downloads of "${packageName}" are stored yet. Try again later.`,
        }
      notice = `npm could not be reached; showing the downloads of "${packageName}" stored up to ${last}.`
      return {
        package: packageName,
        status: 'ok',
        start: bounds.start,
        end: bounds.end,
        counts: denseCounts(bounds, rows),
        notice,
        unreachable: true,
        storedUpTo: last,
      }
    }
    return { package: packageName, status: 'ok', start: bounds.start, end: bounds.end, counts: denseCounts(bounds, rows) }
  }

  /**
   * The log says once that npm cannot be reached, not once per package asked for (the live
   * figures ask for every catalogue package at each refresh), and once that it answers again.
   */
  private unreachableSince: string | undefined

  private reportUnreachable(message: string) {
    if (this.unreachableSince) return
    this.unreachableSince = this.now().toISOString()
    console.warn(`npm could not be reached (${message}); serving the downloads stored so far until it answers again`)
  }

  private reportReachable() {
    if (!this.unreachableSince) return
    console.info(`npm answers again (unreachable since ${this.unreachableSince})`)
    this.unreachableSince = undefined
  }

  private admitOnce(packageName: string): Promise<boolean> {
    let pending = this.admitting.get(packageName)
    if (!pending) {
      pending = this.admit(packageName).finally(() => this.admitting.delete(packageName))
      this.admitting.set(packageName, pending)
    }
    return pending
  }

  /**
   * Records the view of a package; a package not stored yet is admitted within the site-wide
   * budget of new packages (`NpmNewPackagesFullError` past it). True when it is new.
   */
  private async admit(packageName: string): Promise<boolean> {
    const now = this.now()
    const lastViewed = await this.store.lastViewed(packageName)
    if (lastViewed !== undefined) {
      if (now.getTime() - Date.parse(lastViewed) >= VIEW_RECORD_INTERVAL_MS) await this.store.markViewed(packageName, now.toISOString())
      this.pruneNowAndThen(false)
      return false
    }
    this.spendNewPackage(now.getTime())
    await this.store.markViewed(packageName, now.toISOString())
    // The cap holds at once; packages nobody viewed for a while go now and then.
    const overCap = (await this.store.packageCount()) > this.maxPackages
    this.pruneNowAndThen(overCap)
    if (overCap) await this.pruning
    return true
  }

  /** Counts a new package against the site-wide budget; `NpmNewPackagesFullError` when it is spent. */
  private spendNewPackage(now: number): void {
    if (now - this.newPackages.windowStart >= NEW_PACKAGES_WINDOW_MS) this.newPackages = { windowStart: now, added: 0 }
    if (this.newPackages.added >= this.newPackagesPerMinute) {
      throw new NpmNewPackagesFullError(Math.max(1, Math.ceil((this.newPackages.windowStart + NEW_PACKAGES_WINDOW_MS - now) / 1000)))
    }
    this.newPackages.added++
  }

  /**
   * Removes packages nobody viewed for a while and those beyond the cap, one pruning at a time: one
   * that falls due while another runs follows it, at its own time (the running one may have read
   * the clock before the packages it would remove went stale).
   */
  private pruneNowAndThen(overCap: boolean): void {
    const now = this.now().getTime()
    if (!overCap && now - this.lastPrune < PRUNE_INTERVAL_MS) return
    if (this.pruning) {
      this.pruneAgain = true
      return
    }
    this.lastPrune = now
    this.pruning = this.prune(now)
      .then(
        () => undefined,
        (error: unknown) => console.warn('Pruning stored npm packages failed:', error),
      )
      .finally(() => {
        this.pruning = undefined
        if (!this.pruneAgain) return
        this.pruneAgain = false
        this.pruneNowAndThen(true)
      })
  }

  /** Prunes the stored packages now: those unviewed past the limit, then the least recently viewed beyond the cap. */
  async prune(now = this.now().getTime()): Promise<string[]> {
    const removed = await this.store.prune({ unviewedBefore: new Date(now - this.unviewedMs).toISOString(), keep: this.maxPackages })
    await this.store.removeUnlisted()
    return removed
  }

  async search(text: string, size: number): Promise<PackageHit[]> {
    return this.upstream.search(text, size)
  }

  private async created(packageName: string, budget: UpstreamBudget): Promise<string | undefined> {
    const facts = await this.store.facts(packageName)
    if (facts.created) return facts.created
    if (!budget()) throw new NpmBudgetError()
    const created = await this.upstream.packageCreated(packageName)
    if (created) await this.store.saveFacts(packageName, { created })
    return created
  }

  /**
   * Stores every day of `bounds` npm has published. One fill per package runs at a time: a
   * request that finds one running waits for it and then needs little or nothing more.
   */
  private async fill(packageName: string, bounds: DayRange, budget: UpstreamBudget): Promise<void> {
    for (let running = this.inflight.get(packageName); running; running = this.inflight.get(packageName)) {
      // A failure of the running fill is this request's failure too: npm is not asked twice.
      // Only another caller's spent budget is not: this caller then asks on its own budget.
      await running.catch((error: unknown) => {
        if (!(error instanceof NpmBudgetError)) throw error
      })
    }
    const job = this.fetchMissing(packageName, bounds, budget)
    this.inflight.set(packageName, job)
    try {
      await job
    } finally {
      if (this.inflight.get(packageName) === job) this.inflight.delete(packageName)
    }
  }

  private async fetchMissing(packageName: string, bounds: DayRange, budget: UpstreamBudget): Promise<void> {
    const stored = new Set((await this.store.days(packageName, bounds)).map((r) => r.day))
    let missing = missingRanges(bounds, stored)
    if (missing.length === 0) return

    // Days npm had not published when last asked are asked for again only after a while.
    const facts = await this.store.facts(packageName)
    const now = this.now()
    const recentlyChecked = facts.checkedAt !== undefined && now.getTime() - Date.parse(facts.checkedAt) < this.refreshMs
    if (recentlyChecked && facts.unpublishedFrom) {
      const from = facts.unpublishedFrom
      missing = missing
        .filter((r) => r.end < from)
        .concat(missing.filter((r) => r.start < from && r.end >= from).map((r) => ({ start: r.start, end: addDays(from, -1) })))
      if (missing.length === 0) return
    }

    let unpublishedFrom: string | null = null
    for (const run of missing) {
      for (const part of splitRange(run)) {
        if (!budget()) throw new NpmBudgetError()
        const answer = await this.upstream.downloadsRange(packageName, part)
        this.reportReachable()
        const rows = mergeDaily(answer.downloads.filter((r) => r.day >= part.start && r.day <= part.end))
        await this.store.saveDays(packageName, rows)
        const lastAnswered = rows.at(-1)?.day
        if (part.end === bounds.end && (!lastAnswered || lastAnswered < part.end)) {
          unpublishedFrom = lastAnswered ? addDays(lastAnswered, 1) : part.start
        }
      }
    }
    const touchesEnd = missing.some((r) => r.end === bounds.end)
    if (touchesEnd) {
      await this.store.saveFacts(packageName, {
        checkedAt: now.toISOString(),
        unpublishedFrom: unpublishedFrom ? maxDay(unpublishedFrom, bounds.start) : null,
      })
    }
  }
}
