import { useCallback, useEffect, useState } from 'react'
import type { Library } from '~/site/types'

const storageKey = 'docs-framework'

/**
 * The framework whose pages the docs show: the one in the URL, else the reader's remembered
 * choice (when the library supports it), else the library's first framework.
 */
export function useFrameworkPreference(library: Library, fromUrl: string | undefined): [string, (framework: string) => void] {
  const fallback = library.frameworks[0] ?? 'react'
  const [remembered, setRemembered] = useState<string | undefined>(undefined)

  useEffect(() => {
    try {
      setRemembered(window.localStorage.getItem(storageKey) ?? undefined)
    } catch {
      setRemembered(undefined)
    }
  }, [])

  useEffect(() => {
    if (!fromUrl) return
    try {
      window.localStorage.setItem(storageKey, fromUrl)
    } catch {
      // the choice then lasts for this page only
    }
  }, [fromUrl])

  const remember = useCallback((framework: string) => {
    setRemembered(framework)
    try {
      window.localStorage.setItem(storageKey, framework)
    } catch {
      // as above
    }
  }, [])

  const supported = (value: string | undefined) => (value && (library.frameworks as string[]).includes(value) ? value : undefined)
  return [supported(fromUrl) ?? supported(remembered) ?? fallback, remember]
}
