import type { PackedSponsor } from './pack-layout'

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`

function since(sponsor: PackedSponsor): string {
  return sponsor.since ? ` since ${sponsor.since.slice(0, 4)}` : ''
}

/** How many names of one tier the list under the picture gives before "and N more". */
export const NAMES_PER_TIER = 24

/** The sponsors by tier, the biggest tier first, for the list under the picture. */
export function sponsorsByTier(sponsors: readonly PackedSponsor[]): { tier: string; names: string[]; more: number }[] {
  const tiers = new Map<string, { amount: number; names: string[] }>()
  const sorted = [...sponsors].sort((a, b) => b.tier.monthlyAmount - a.tier.monthlyAmount || a.name.localeCompare(b.name))
  for (const sponsor of sorted) {
    const tier = tiers.get(sponsor.tier.name) ?? { amount: sponsor.tier.monthlyAmount, names: [] }
    tier.names.push(sponsor.name)
    tiers.set(sponsor.tier.name, tier)
  }
  return [...tiers].map(([tier, { names }]) => ({ tier, names: names.slice(0, NAMES_PER_TIER), more: Math.max(0, names.length - NAMES_PER_TIER) }))
}

/**
 * The sponsors as packed circles, each a link showing the sponsor's name (and, in the biggest
 * circles, their logo and tier), with a list by tier under the picture: everything is readable
 * without hovering, on a touch screen too. The circles come laid out from the server, so the
 * server's HTML is the picture as it stays. Fills the width of its container, as a square.
 */
export default function SponsorPack({ sponsors, linkTarget }: { sponsors: readonly PackedSponsor[]; linkTarget?: '_blank' | '_parent' }) {
  return (
    <div data-sponsor-pack="">
      <ul aria-label="Sponsors" className="relative aspect-square w-full">
        {sponsors.map((sponsor) => {
          const { x, y, r } = sponsor.circle
          return (
            <li
              key={sponsor.login}
              className="@container absolute list-none"
              style={{ left: percent(x - r), top: percent(y - r), width: percent(2 * r), height: percent(2 * r) }}
            >
              <a
                href={sponsor.link}
                target={linkTarget}
                rel="noopener noreferrer sponsored"
                aria-label={`${sponsor.name}, ${sponsor.tier.name} sponsor${since(sponsor)}`}
                data-sponsor={sponsor.login}
                className="flex h-full w-full flex-col items-center justify-center gap-[4cqw] overflow-hidden rounded-full bg-white p-[6cqw] text-center text-gray-900 no-underline! shadow-sm ring-1 ring-gray-200 transition-transform hover:scale-105 focus-visible:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:bg-gray-900 dark:text-gray-50 dark:ring-gray-700"
              >
                <img
                  src={sponsor.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="hidden aspect-square w-[30cqw] shrink-0 rounded-full object-cover @[10rem]:block"
                />
                <span className="line-clamp-3 text-[clamp(9px,13cqw,1.25rem)] leading-tight font-semibold [overflow-wrap:break-word]" data-sponsor-name="">
                  {sponsor.name}
                </span>
                <span className="hidden text-[clamp(9px,8cqw,0.8rem)] leading-tight text-gray-600 @[9rem]:block dark:text-gray-300">{sponsor.tier.name}</span>
              </a>
            </li>
          )
        })}
      </ul>
      <dl className="mt-4 grid gap-1 text-sm text-gray-700 dark:text-gray-200" data-sponsor-tiers="">
        {sponsorsByTier(sponsors).map(({ tier, names, more }) => (
          <div key={tier} className="flex flex-wrap justify-center gap-x-1">
            <dt className="font-semibold">{`${tier}:`}</dt>
            <dd>
              {names.join(', ')}
              {more > 0 ? `, and ${more} more` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
