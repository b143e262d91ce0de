/**
 * The site's sponsor tiers, by monthly amount in US dollars. GitHub names tiers after their
 * price ("$25 a month"); the site names them after these thresholds so every source reads alike.
 */
export const sponsorTiers = [
  { name: 'Platinum', minMonthlyAmount: 5000 },
  { name: 'Gold', minMonthlyAmount: 1000 },
  { name: 'Silver', minMonthlyAmount: 250 },
  { name: 'Bronze', minMonthlyAmount: 100 },
  { name: 'Supporter', minMonthlyAmount: 0 },
] as const

export type SponsorTierName = (typeof sponsorTiers)[number]['name']

export function tierNameFor(monthlyAmount: number): SponsorTierName {
  const amount = Number.isFinite(monthlyAmount) ? monthlyAmount : 0
  return sponsorTiers.find((tier) => amount >= tier.minMonthlyAmount)?.name ?? 'Supporter'
}
