import { hierarchy, pack } from 'd3-hierarchy'
import type { Sponsor } from '~/server/sponsors/types'

/** A sponsor's circle, in fractions of the square the picture fills (0 to 1). */
export type SponsorCircle = { sponsor: Sponsor; x: number; y: number; r: number }

type PackNode = { sponsor?: Sponsor; children?: PackNode[] }

/** Sponsors with no amount (one-time or hidden price) still get a small circle. */
export const MIN_PACK_VALUE = 1

/**
 * Circle packing where each circle's area follows the sponsor's monthly amount. The layout is
 * unitless, so the picture scales to any width without being computed again.
 */
export function packSponsors(sponsors: readonly Sponsor[], padding = 0.004): SponsorCircle[] {
  if (sponsors.length === 0) return []
  const root = hierarchy<PackNode>({ children: sponsors.map((sponsor) => ({ sponsor })) })
    .sum((node) => (node.sponsor ? Math.max(node.sponsor.tier.monthlyAmount, MIN_PACK_VALUE) : 0))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  const packed = pack<PackNode>().size([1, 1]).padding(padding)(root)
  if (sponsors.length === 1) return [{ sponsor: sponsors[0] as Sponsor, x: 0.5, y: 0.5, r: 0.5 }]
  return packed.leaves().flatMap((leaf) => (leaf.data.sponsor ? [{ sponsor: leaf.data.sponsor, x: leaf.x, y: leaf.y, r: leaf.r }] : []))
}
