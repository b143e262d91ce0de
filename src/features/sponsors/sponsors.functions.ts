import { createServerFn } from '@tanstack/react-start'
import { loadSponsors } from '~/server/sponsors'
import type { Sponsor } from '~/server/sponsors/types'

export const getSponsorsFn = createServerFn({ method: 'GET' }).handler(() => loadSponsors())

/** The sponsors list as a page's route starts loading it: null when it cannot be had right now. */
export type SponsorsPromise = Promise<readonly Sponsor[] | null>

/** Starts loading the sponsors list for a page that shows it; never rejects. */
export function loadSponsorsForPage(): SponsorsPromise {
  return getSponsorsFn().catch(() => null)
}
