import { OG_LABEL_MAX, OG_TITLE_MAX } from '~/lib/og'
import { findLibrary } from '~/site/libraries'
import type { CardInput } from './render'

/**
 * The card a /og/{name}.png request asks for, or undefined (404) for a name that is neither a
 * library id nor "site". Title and label are cut to their limits; a missing title falls back
 * to the library's tagline or the site name.
 */
export function cardRequest(splat: string, search: URLSearchParams, site: { siteName: string; siteUrl: string }): CardInput | undefined {
  const name = /^([a-z]+)\.png$/.exec(splat)?.[1]
  if (!name) return undefined
  const library = name === 'site' ? undefined : findLibrary(name)
  if (name !== 'site' && !library) return undefined
  const clean = (value: string | null, max: number) => value?.replace(/\s+/g, ' ').trim().slice(0, max) || undefined
  return {
    title: clean(search.get('title'), OG_TITLE_MAX) ?? library?.tagline ?? site.siteName,
    label: clean(search.get('label'), OG_LABEL_MAX),
    siteName: site.siteName,
    siteHost: new URL(site.siteUrl).host,
    library,
  }
}
