import { hierarchy, pack } from 'd3-hierarchy'
import type { Sponsor } from '~/server/sponsors/types'

/** A sponsor's circle, in fractions of the square the picture fills (0 to 1). */
export type SponsorCircle = { sponsor: Sponsor; x: number; y: number; r: number }

type PackNode = { sponsor?: Sponsor; value?: number; children?: PackNode[] }

/** Sponsors with no amount (one-time or hidden price) still get a small circle. */
export const MIN_PACK_VALUE = 1

/**
 * The smallest circle counts as this share of the total, so that it stays big enough to tap
 * (24 px across, WCAG 2.5.8) down to a 300 px wide picture; the raised circles together never
 * take more than `MAX_RAISED_SHARE` of the total, so a long tail of small sponsors does not
 * crowd out the rest.
 */
export const MIN_CIRCLE_SHARE = 0.015
export const MAX_RAISED_SHARE = 0.5

/** What a sponsor's circle counts for in the packing. */
export function packValues(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(amount, MIN_PACK_VALUE), 0)
  const floor = Math.max(MIN_PACK_VALUE, Math.min(total * MIN_CIRCLE_SHARE, (total * MAX_RAISED_SHARE) / amounts.length))
  return amounts.map((amount) => Math.max(amount, floor))
}

/**
 * Circle packing where each circle's area follows the sponsor's monthly amount (the smallest
 * raised to a tappable size, see `packValues`). The layout is unitless, so the picture scales
 * to any width without being computed again.
 */
export function packSponsors(sponsors: readonly Sponsor[], padding = 0.004): SponsorCircle[] {
  if (sponsors.length === 0) return []
  const values = packValues(sponsors.map((sponsor) => sponsor.tier.monthlyAmount))
  const root = hierarchy<PackNode>({ children: sponsors.map((sponsor, index) => ({ sponsor, value: values[index] })) })
    .sum((node) => node.value ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  const packed = pack<PackNode>().size([1, 1]).padding(padding)(root)
  if (sponsors.length === 1) return [{ sponsor: sponsors[0] as Sponsor, x: 0.5, y: 0.5, r: 0.5 }]
  return packed.leaves().flatMap((leaf) => (leaf.data.sponsor ? [{ sponsor: leaf.data.sponsor, x: leaf.x, y: leaf.y, r: leaf.r }] : []))
}

/** A sponsor with its circle (fractions of the square), laid out on the server. */
export type PackedSponsor = Sponsor & { circle: { x: number; y: number; r: number } }

/**
 * The sponsors with their circles, in packing order. Laid out once on the server and sent with
 * the list, so the page's HTML already holds the picture exactly as it stays (nothing is drawn
 * again in the browser, and the layout code never ships to it).
 */
export function withPackLayout(sponsors: readonly Sponsor[]): PackedSponsor[] {
  return packSponsors(sponsors).map(({ sponsor, x, y, r }) => ({ ...sponsor, circle: { x, y, r } }))
}
