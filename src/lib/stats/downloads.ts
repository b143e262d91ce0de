/** What the server answers for one package's downloads over a range. */
export type PackageDownloads =
  | {
      package: string
      status: 'ok'
      /** First and last day of the range asked for. */
      start: string
      end: string
      /** One count per day from `start` to `end`; null where no count is known. */
      counts: (number | null)[]
      /** Set when npm could not be reached and only stored days are shown. */
      notice?: string
      /** npm could not be reached: the counts are those stored, up to `storedUpTo` (the page says so once for all such packages). */
      unreachable?: boolean
      storedUpTo?: string
    }
  | { package: string; status: 'not-found' | 'unavailable'; message: string }

export type PackageHit = { name: string; version: string; description?: string }
