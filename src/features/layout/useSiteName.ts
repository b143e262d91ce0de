import { useRouterState } from '@tanstack/react-router'
import { siteNameOf } from '~/lib/page-title'

/** The configured product name (from the root loader). */
export function useSiteName(): string {
  return useRouterState({ select: (state) => siteNameOf(state.matches) })
}
