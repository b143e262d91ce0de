/** Root loader data as page `head` functions see it through `matches`. */
type MatchLike = { loaderData?: unknown }

/** The configured product name, read from the root match's loader data ('' before it loaded). */
export function siteNameOf(matches: readonly MatchLike[]): string {
  const root = matches[0]?.loaderData as { config?: { siteName?: string } } | undefined
  return root?.config?.siteName ?? ''
}
