import { use } from 'react'
import type { Sponsor } from '~/server/sponsors/types'
import type { SponsorsPromise } from './sponsors.functions'

/** How many names the placeholder lists before "and N more". */
export const PLACEHOLDER_NAMES = 24

/** Bigger type for bigger sponsors, by the tiers' monthly thresholds. */
function nameClass(monthlyAmount: number): string {
  if (monthlyAmount >= 5000) return 'text-xl font-bold text-gray-900 dark:text-gray-50'
  if (monthlyAmount >= 1000) return 'text-lg font-semibold text-gray-800 dark:text-gray-100'
  if (monthlyAmount >= 250) return 'text-base font-medium text-gray-700 dark:text-gray-200'
  return 'text-sm text-gray-700 dark:text-gray-200'
}

/** The sponsors the placeholder names: the biggest first, at most `limit`. */
export function namedSponsors(sponsors: readonly Sponsor[], limit = PLACEHOLDER_NAMES): { shown: Sponsor[]; more: number } {
  const sorted = [...sponsors].sort((a, b) => b.tier.monthlyAmount - a.tier.monthlyAmount || a.name.localeCompare(b.name))
  return { shown: sorted.slice(0, limit), more: Math.max(0, sorted.length - limit) }
}

/**
 * The sponsors' names in the square the pack will fill: rendered on the server (the libraries
 * layout has the list loading before the page renders), so the section is never a blank block
 * while the pack's code waits for the section to come near, or when scripts do not run.
 */
export function SponsorNames({ sponsors }: { sponsors: SponsorsPromise }) {
  const { shown, more } = namedSponsors(use(sponsors) ?? [])
  if (shown.length === 0) return null
  return (
    <div
      data-sponsor-names=""
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 overflow-hidden rounded-full bg-gray-50 p-[15%] dark:bg-gray-900"
    >
      <ul aria-label="Sponsors" className="flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 leading-snug">
        {shown.map((sponsor) => (
          <li key={sponsor.login} className={nameClass(sponsor.tier.monthlyAmount)}>
            {sponsor.name}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-gray-600 dark:text-gray-300">{`and ${more} more`}</p> : null}
    </div>
  )
}
