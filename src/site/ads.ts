/** The ad slots of the site (SPEC §9). Sizes are [width, height] in CSS pixels. */
export type AdSlotId = 'leaderboard' | 'footer' | 'right-rail' | 'left-rail'

export type AdSize = readonly [width: number, height: number]

export type AdSlotDefinition = {
  id: AdSlotId
  /** What the slot shows from tablets up. */
  sizes: readonly AdSize[]
  /** What it shows on phones, where a 728 px banner would scroll sideways. */
  phoneSizes: readonly AdSize[]
  targeting: Readonly<Record<string, string>>
  /** How often a visible slot is refilled. */
  refreshInterval: number
}

export const AD_REFRESH_INTERVAL_MS = 45_000
/** All slots of a page are filled by one request to the ad network. */
export const AD_SINGLE_REQUEST = true
/** Below this viewport width a page is laid out for phones. */
export const AD_PHONE_MAX_WIDTH = 767
/** Rail promos move on to the next library this often. */
export const RAIL_PROMO_ROTATION_MS = 5 * 60_000

const banner = [[728, 90]] as const
const phoneBanner = [[320, 50]] as const
const rail = [[300, 250]] as const

export const adSlots: Record<AdSlotId, AdSlotDefinition> = {
  leaderboard: { id: 'leaderboard', sizes: banner, phoneSizes: phoneBanner, targeting: { position: 'top' }, refreshInterval: AD_REFRESH_INTERVAL_MS },
  footer: { id: 'footer', sizes: banner, phoneSizes: phoneBanner, targeting: { position: 'bottom' }, refreshInterval: AD_REFRESH_INTERVAL_MS },
  'right-rail': { id: 'right-rail', sizes: rail, phoneSizes: rail, targeting: { position: 'right' }, refreshInterval: AD_REFRESH_INTERVAL_MS },
  'left-rail': { id: 'left-rail', sizes: rail, phoneSizes: rail, targeting: { position: 'left' }, refreshInterval: AD_REFRESH_INTERVAL_MS },
}

/** The element the network renders a slot's ad into. */
export const adNetworkElementId = (slot: AdSlotDefinition) => `ad-${slot.id}`
