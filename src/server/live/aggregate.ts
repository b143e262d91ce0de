/**
 * The live figures from what was collected: per-package download figures and per-repository
 * stars and contributors, summed per library and over the whole family.
 */
import type { PackageDownloads } from '~/lib/stats/downloads'
import type { LiveStats } from '~/lib/live/types'

export type PackageFigures = { total: number; lastDay: number; lastWeek: number; through: string }
export type RepoFigures = { stars: number | null; contributors: number | null }

/** Everything the refresher keeps between runs (and in the database). */
export type LiveState = {
  packages: Record<string, PackageFigures>
  repos: Record<string, RepoFigures>
  npm: { updatedAt: string | null; stale: boolean }
  reposInfo: { source: 'github' | 'git' | 'none'; updatedAt: string | null; stale: boolean }
}

export const emptyState = (): LiveState => ({
  packages: {},
  repos: {},
  npm: { updatedAt: null, stale: false },
  reposInfo: { source: 'none', updatedAt: null, stale: false },
})

export type CatalogueEntry = { id: string; repo: string; packages: readonly string[] }

/**
 * A package's figures from its all-time daily counts: the sum, the last counted day and the
 * seven days ending on it. Undefined when npm gave no usable answer (not found, unreachable
 * with nothing stored, or only stored days shown with a notice).
 */
export function packageFigures(answer: PackageDownloads): PackageFigures | undefined {
  if (answer.status !== 'ok' || answer.notice) return undefined
  let lastIndex = -1
  let total = 0
  answer.counts.forEach((count, index) => {
    if (count === null) return
    total += count
    lastIndex = index
  })
  if (lastIndex < 0) return undefined
  const lastWeek = answer.counts.slice(Math.max(0, lastIndex - 6), lastIndex + 1).reduce<number>((sum, c) => sum + (c ?? 0), 0)
  const through = new Date(Date.parse(`${answer.start}T00:00:00Z`) + lastIndex * 86_400_000).toISOString().slice(0, 10)
  return { total, lastDay: answer.counts[lastIndex] ?? 0, lastWeek, through }
}

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null)
  return known.length ? known.reduce((a, b) => a + b, 0) : null
}

/** The public figures: per library, and totals with each repository counted once. */
export function summarize(state: LiveState, catalogue: readonly CatalogueEntry[]): LiveStats {
  const throughDays = Object.values(state.packages).map((p) => p.through)
  // The day every counted package has reached; the totals are counted through it.
  const through = throughDays.length ? throughDays.reduce((a, b) => (a < b ? a : b)) : null
  const libraries = catalogue.map((library) => {
    const figures = library.packages.map((name) => state.packages[name]).filter((p): p is PackageFigures => p !== undefined)
    const repo = state.repos[library.repo]
    const has = figures.length > 0
    return {
      id: library.id,
      downloads: has ? figures.reduce((s, p) => s + p.total, 0) : null,
      lastDay: has ? figures.reduce((s, p) => s + p.lastDay, 0) : null,
      lastWeek: has ? figures.reduce((s, p) => s + p.lastWeek, 0) : null,
      stars: repo?.stars ?? null,
      contributors: repo?.contributors ?? null,
    }
  })
  const packages = [...new Set(catalogue.flatMap((l) => l.packages))].map((name) => state.packages[name]).filter((p): p is PackageFigures => p !== undefined)
  const repos = [...new Set(catalogue.map((l) => l.repo))].map((repo) => state.repos[repo])
  return {
    totals: {
      downloads: packages.reduce((s, p) => s + p.total, 0),
      lastDay: packages.reduce((s, p) => s + p.lastDay, 0),
      lastWeek: packages.reduce((s, p) => s + p.lastWeek, 0),
      stars: sumOrNull(repos.map((r) => r?.stars ?? null)),
      contributors: sumOrNull(repos.map((r) => r?.contributors ?? null)),
    },
    libraries,
    npm: { through, updatedAt: state.npm.updatedAt, stale: state.npm.stale },
    repos: { ...state.reposInfo },
  }
}

/** The figures that matter to a viewer: a push is sent only when these change. */
export function figuresKey(stats: LiveStats): string {
  return JSON.stringify([stats.totals, stats.libraries, stats.npm.through, stats.npm.stale, stats.repos.stale, stats.repos.source])
}
