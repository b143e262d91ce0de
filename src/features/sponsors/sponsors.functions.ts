import { createServerFn } from '@tanstack/react-start'
import { loadSponsors } from '~/server/sponsors'
import { withPackLayout, type PackedSponsor } from './pack-layout'

/** The sponsors list with each sponsor's circle in the pack, laid out on the server. */
export const getSponsorsFn = createServerFn({ method: 'GET' }).handler(async () => withPackLayout(await loadSponsors()))

/** The sponsors list as a page's route starts loading it: null when it cannot be had right now. */
export type SponsorsPromise = Promise<readonly PackedSponsor[] | null>

/** Starts loading the sponsors list for a page that shows it; never rejects. */
export function loadSponsorsForPage(): SponsorsPromise {
  return getSponsorsFn().catch(() => null)
}
