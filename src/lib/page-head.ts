import { siteNameOf } from './page-title'
import { seo, type SeoInput } from './seo'

type MatchLike = { loaderData?: unknown }

/**
 * `head` for a page whose description mentions the product: `describe` receives the
 * configured site name.
 */
export function pageHead(matches: readonly MatchLike[], input: Omit<SeoInput, 'description'> & { describe?: (siteName: string) => string }) {
  const siteName = siteNameOf(matches)
  return { meta: seo({ ...input, description: input.describe?.(siteName) }) }
}
