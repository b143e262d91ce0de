import { getConfig } from '~/server/config'
import { LocalSponsorsSource } from './local'
import type { Sponsor } from './types'

let lastGood: Sponsor[] = []

/** The sponsors list, or the last list that loaded when the source fails. */
export async function loadSponsors(): Promise<Sponsor[]> {
  const source = new LocalSponsorsSource(getConfig().SPONSORS_FILE)
  try {
    lastGood = await source.listSponsors()
  } catch (error) {
    console.error('Sponsors could not be loaded; serving the last good list.', error)
  }
  return lastGood
}

export type { Sponsor }
