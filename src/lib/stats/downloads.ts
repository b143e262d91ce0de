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
    }
  | { package: string; status: 'not-found' | 'unavailable'; message: string }

export type PackageHit = { name: string; version: string; description?: string }
