import { createServerFn } from '@tanstack/react-start'
import { getLiveChannel } from '~/server/live'

/**
 * Whether the server has live figures to show (npm has answered at least once). The home page
 * reserves the figures' box only then: a fresh install, an offline server or an npm outage
 * shows no empty space.
 */
export const getLiveFiguresAvailableFn = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    const stats = (await getLiveChannel()).current()
    return stats !== undefined && stats.npm.through !== null
  } catch {
    return false
  }
})
