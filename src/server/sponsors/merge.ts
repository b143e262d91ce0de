import type { Sponsor } from './types'

const key = (sponsor: Pick<Sponsor, 'login'>) => sponsor.login.toLowerCase()

/** Largest monthly amount first; among equals the longest-standing, then by name. */
export function sortSponsors(sponsors: Sponsor[]): Sponsor[] {
  return [...sponsors].sort(
    (a, b) => b.tier.monthlyAmount - a.tier.monthlyAmount || (a.since ?? '9999').localeCompare(b.since ?? '9999') || a.name.localeCompare(b.name),
  )
}

/**
 * GitHub's sponsors with the local file merged in: a local entry whose login matches a GitHub
 * sponsor (case-insensitively) overrides what GitHub says about it; other local entries are
 * sponsors GitHub does not know about (invoiced or other platforms) and are added.
 */
export function mergeSponsors(github: Sponsor[], local: Sponsor[]): Sponsor[] {
  const overrides = new Map(local.map((sponsor) => [key(sponsor), sponsor]))
  const merged = new Map<string, Sponsor>()
  for (const sponsor of github) {
    const override = overrides.get(key(sponsor))
    merged.set(key(sponsor), override ? { ...sponsor, ...override, since: override.since ?? sponsor.since } : sponsor)
  }
  for (const sponsor of local) if (!merged.has(key(sponsor))) merged.set(key(sponsor), sponsor)
  return sortSponsors([...merged.values()])
}
