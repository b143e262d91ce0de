import { useMemo } from 'react'
import type { Sponsor } from '~/server/sponsors/types'
import { packSponsors } from './pack-layout'

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`

/**
 * Where a circle's tooltip sits. A tooltip is at most half the picture wide; it is centred on
 * circles whose centre is in the middle half, and flush with the outer side of the others, so
 * it never reaches past the picture (no sideways scrolling on a phone or in a narrow frame).
 */
function tooltipAlignment(x: number): string {
  if (x < 0.25) return 'left-0'
  if (x > 0.75) return 'right-0'
  return 'left-1/2 -translate-x-1/2'
}

function describe(sponsor: Sponsor): string {
  const since = sponsor.since ? ` since ${sponsor.since.slice(0, 4)}` : ''
  return `${sponsor.tier.name} sponsor${since}`
}

/**
 * The sponsors as packed circles, each a link with the sponsor's name as its accessible name
 * and a tooltip on hover and focus. Fills the width of its container, as a square.
 */
export default function SponsorPack({ sponsors, linkTarget }: { sponsors: readonly Sponsor[]; linkTarget?: '_blank' | '_parent' }) {
  const circles = useMemo(() => packSponsors(sponsors), [sponsors])
  return (
    <ul aria-label="Sponsors" data-sponsor-pack="" className="@container relative aspect-square w-full">
      {circles.map(({ sponsor, x, y, r }) => (
        <li
          key={sponsor.login}
          className="absolute list-none hover:z-10 focus-within:z-10"
          style={{ left: percent(x - r), top: percent(y - r), width: percent(2 * r), height: percent(2 * r) }}
        >
          <a
            href={sponsor.link}
            target={linkTarget}
            rel="noopener noreferrer sponsored"
            aria-label={sponsor.name}
            data-sponsor={sponsor.login}
            className="group block h-full w-full rounded-full bg-white shadow-sm ring-1 ring-gray-200 transition-transform hover:scale-105 focus-visible:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:bg-gray-900 dark:ring-gray-700"
          >
            <img src={sponsor.image} alt="" loading="lazy" decoding="async" className="h-full w-full rounded-full object-cover" />
            <span
              aria-hidden="true"
              className={`pointer-events-none absolute bottom-full ${tooltipAlignment(x)} mb-1 w-max max-w-[min(12rem,50cqw)] rounded-md bg-gray-900 px-2 py-1 text-center text-xs text-white opacity-0 shadow transition-opacity [overflow-wrap:anywhere] group-hover:opacity-100 group-focus-visible:opacity-100 dark:bg-white dark:text-gray-900`}
            >
              <span className="block font-semibold">{sponsor.name}</span>
              <span className="block opacity-80">{describe(sponsor)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
