/** What the statistics page says, once, about the packages npm could not give while it was unreachable. */
export type OfflinePackages = {
  /** Shown from what was stored, each up to its last stored day. */
  stale: { name: string; storedUpTo: string }[]
  /** Nothing stored yet: not shown at all. */
  missing: string[]
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ')

/** One sentence for every such package, or nothing when npm answered for all of them. */
export function offlineNotice({ stale, missing }: OfflinePackages): string | undefined {
  if (!stale.length && !missing.length) return undefined
  const parts = ['npm could not be reached.']
  if (stale.length) {
    const days = new Set(stale.map((entry) => entry.storedUpTo))
    parts.push(
      days.size === 1
        ? `Showing the downloads stored up to ${[...days][0]} for ${quoted(stale.map((entry) => entry.name))}.`
        : `Showing the downloads stored so far for ${stale.map((entry) => `“${entry.name}” (up to ${entry.storedUpTo})`).join(', ')}.`,
    )
  }
  if (missing.length) parts.push(`No downloads are stored yet for ${quoted(missing)}.`)
  parts.push('Try again later.')
  return parts.join(' ')
}
