import { Link, useParams } from '@tanstack/react-router'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { bannerPromo, railPromo, type RailSide } from './house-ads'

/** The library whose pages the reader is on (landing, docs, examples), which no promo advertises. */
function useCurrentLibraryId(): string | undefined {
  return useParams({ strict: false, select: (params) => (params as { libraryId?: string }).libraryId })
}

const label = 'text-[10px] font-semibold tracking-wide uppercase opacity-80'

/** A rail promo: one library of the rail's half of the catalogue. */
export function RailHouseAd({ side, now }: { side: RailSide; now: number }) {
  const config = usePublicConfig()
  const library = railPromo(side, now, undefined, useCurrentLibraryId())
  if (!library) return null
  return (
    <Link
      to="/$libraryId/$version"
      params={{ libraryId: library.id, version: 'latest' }}
      data-house-ad={library.id}
      className={`flex h-full w-full flex-col justify-between bg-gradient-to-br p-5 text-white ${library.colorFrom} ${library.colorTo}`}
    >
      <span className={label}>Featured library</span>
      <span>
        <span className="block text-2xl font-black">
          {config?.siteName} {library.name}
        </span>
        <span className="mt-2 line-clamp-3 block text-sm font-semibold">{library.tagline}</span>
      </span>
      <span className="self-start rounded-md bg-white/90 px-3 py-1 text-sm font-bold text-gray-900">Read the docs →</span>
    </Link>
  )
}

const bannerClass = 'flex h-full w-full items-center justify-between gap-3 overflow-hidden bg-gradient-to-r px-3 text-white md:px-6'

/** A banner: a library on the leaderboard; dedicated support or sponsoring in the footer. */
export function BannerHouseAd({ slot, now }: { slot: 'leaderboard' | 'footer'; now: number }) {
  const config = usePublicConfig()
  const promo = bannerPromo(slot, now, undefined, useCurrentLibraryId())
  if (promo.kind === 'library') {
    const { library } = promo
    return (
      <Link
        to="/$libraryId/$version"
        params={{ libraryId: library.id, version: 'latest' }}
        data-house-ad={library.id}
        className={`${bannerClass} ${library.colorFrom} ${library.colorTo}`}
      >
        <span className="min-w-0">
          <span className="block text-sm leading-tight font-black text-balance md:text-xl">
            {config?.siteName} {library.name}
          </span>
          <span className="hidden text-sm leading-snug font-semibold text-balance md:line-clamp-2">{library.tagline}</span>
        </span>
        <span className="shrink-0 rounded-md bg-white/90 px-2 py-1 text-xs font-bold text-gray-900 md:text-sm">Learn more</span>
      </Link>
    )
  }
  if (promo.kind === 'dedicated-support') {
    return (
      <Link to="/dedicated-support" data-house-ad="dedicated-support" className={`${bannerClass} from-emerald-600 to-teal-500`}>
        <span className="min-w-0">
          <span className="block text-sm leading-tight font-black text-balance md:text-xl">Dedicated support</span>
          <span className="hidden text-sm leading-snug font-semibold text-balance md:line-clamp-2">
            Consulting and support contracts from the people who write the libraries
          </span>
        </span>
        <span className="shrink-0 rounded-md bg-white/90 px-2 py-1 text-xs font-bold text-gray-900 md:text-sm">Talk to us</span>
      </Link>
    )
  }
  return (
    <a href={config?.sponsorUrl ?? '#'} rel="noreferrer" data-house-ad="sponsor" className={`${bannerClass} from-pink-600 to-rose-500`}>
      <span className="min-w-0">
        <span className="block text-sm leading-tight font-black text-balance md:text-xl">Sponsor open source</span>
        <span className="hidden text-sm leading-snug font-semibold text-balance md:line-clamp-2">
          Your sponsorship keeps every library free, maintained and documented
        </span>
      </span>
      <span className="shrink-0 rounded-md bg-white/90 px-2 py-1 text-xs font-bold text-gray-900 md:text-sm">Become a sponsor</span>
    </a>
  )
}
