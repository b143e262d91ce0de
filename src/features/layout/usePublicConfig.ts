import { useRouterState } from '@tanstack/react-router'
import type { PublicConfig } from '~/server/config'

/** The public configuration from the root loader (undefined before it loaded). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouterState({ select: (state) => (state.matches[0]?.loaderData as { config?: PublicConfig } | undefined)?.config })
}
