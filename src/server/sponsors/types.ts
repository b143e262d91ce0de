import { z } from 'zod'

export const sponsorSchema = z.object({
  name: z.string().min(1),
  login: z.string().min(1),
  link: z.url(),
  image: z.string().min(1),
  tier: z.object({ name: z.string().min(1), monthlyAmount: z.number().nonnegative() }),
  since: z.iso.date().optional(),
})

export type Sponsor = z.infer<typeof sponsorSchema>

export const sponsorsFileSchema = z.object({ sponsors: z.array(sponsorSchema) })

/** Where the sponsors list comes from: the local data file, or GitHub Sponsors. */
export interface SponsorsSource {
  listSponsors(): Promise<Sponsor[]>
}
