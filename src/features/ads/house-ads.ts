import { RAIL_PROMO_ROTATION_MS } from '~/site/ads'
import { libraries as catalogue } from '~/site/libraries'
import type { Library } from '~/site/types'

export type RailSide = 'left' | 'right'

/** Which rotation period a moment falls in; every slot turns over at the same moment. */
export function rotationIndex(now: number, periodMs = RAIL_PROMO_ROTATION_MS): number {
  return Math.max(0, Math.floor(now / periodMs))
}

/**
 * The libraries a rail promotes: the first half of the list on the right, the rest on the left;
 * never `current`, the library the reader is on.
 */
export function railPool(side: RailSide, libraries: readonly Library[] = catalogue, current?: string): readonly Library[] {
  const half = Math.ceil(libraries.length / 2)
  const pool = side === 'right' ? libraries.slice(0, half) : libraries.slice(half)
  return current ? pool.filter((library) => library.id !== current) : pool
}

/** The library a rail promotes at a moment, moving on every five minutes; never `current`. */
export function railPromo(side: RailSide, now: number, libraries: readonly Library[] = catalogue, current?: string): Library | undefined {
  const pool = railPool(side, libraries, current)
  return pool.length ? pool[rotationIndex(now) % pool.length] : undefined
}

export type BannerPromo = { kind: 'library'; library: Library } | { kind: 'dedicated-support' } | { kind: 'sponsor' }

/**
 * What a house banner shows: the leaderboard goes through the libraries, taking turns between
 * the two halves and staying two ahead of the rail of that half, so it never repeats a rail
 * promo shown beside it, nor promotes `current`; the footer banner alternates between
 * dedicated support and sponsoring.
 */
export function bannerPromo(slot: 'leaderboard' | 'footer', now: number, libraries: readonly Library[] = catalogue, current?: string): BannerPromo {
  const index = rotationIndex(now)
  const pool = railPool(index % 2 === 0 ? 'right' : 'left', libraries, current)
  if (slot === 'footer' || pool.length === 0) return index % 2 === 0 ? { kind: 'dedicated-support' } : { kind: 'sponsor' }
  return { kind: 'library', library: pool[(index + 2) % pool.length] as Library }
}
