/** The live open-source figures the server pushes to the home page. */
export type LibraryFigures = {
  id: string
  /** npm downloads of every package of the library, all time; null until first counted. */
  downloads: number | null
  lastDay: number | null
  lastWeek: number | null
  /** Of the library's repository (libraries sharing a repository show the same figures). */
  stars: number | null
  contributors: number | null
}

export type LiveStats = {
  totals: {
    downloads: number
    /** Downloads on the last complete day npm has published (`npm.through`). */
    lastDay: number
    lastWeek: number
    stars: number | null
    /** Summed over the repositories: someone who contributed to two counts twice. */
    contributors: number | null
  }
  libraries: LibraryFigures[]
  /** `through`: the last day counted; `updatedAt`: when npm last answered; `stale`: the last attempt failed. */
  npm: { through: string | null; updatedAt: string | null; stale: boolean }
  repos: { source: 'github' | 'git' | 'none'; updatedAt: string | null; stale: boolean }
}
