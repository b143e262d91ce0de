import type { AdsConfig } from '~/server/config'
import { AdsManager } from './ads-manager'

let manager: AdsManager | undefined

/**
 * The page's one ads manager. House ads fill the slots at once; with a network configured its
 * code and script load in the background, and only take over when they work.
 */
export function getAdsManager(config: AdsConfig | undefined): AdsManager {
  if (manager) return manager
  const created = new AdsManager()
  manager = created
  if (config?.provider === 'gpt') {
    import('./gpt-provider')
      .then(({ loadGptProvider }) => loadGptProvider(config))
      .then((provider) => created.setProvider(provider))
      .catch((error: unknown) => console.warn('Ads from the network are not available; house ads are shown.', error instanceof Error ? error.message : error))
  }
  return created
}
