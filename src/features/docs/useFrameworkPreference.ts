import { useCallback, useEffect, useState } from 'react'

/** Where the docs keep the reader's framework choice (the search dialog reads it too). */
export const FRAMEWORK_STORAGE_KEY = 'docs-framework'

/**
 * The framework whose pages the docs show: the one in the URL, else the reader's remembered
 * choice (when this version has it), else the version's first framework; none for docs
 * without frameworks.
 */
export function useFrameworkPreference(frameworks: readonly string[], fromUrl: string | undefined): [string | undefined, (framework: string) => void] {
  const fallback = frameworks[0]
  const [remembered, setRemembered] = useState<string | undefined>(undefined)

  useEffect(() => {
    try {
      setRemembered(window.localStorage.getItem(FRAMEWORK_STORAGE_KEY) ?? undefined)
    } catch {
      setRemembered(undefined)
    }
  }, [])

  useEffect(() => {
    if (!fromUrl) return
    try {
      window.localStorage.setItem(FRAMEWORK_STORAGE_KEY, fromUrl)
    } catch {
      // the choice then lasts for this page only
    }
  }, [fromUrl])

  const remember = useCallback((framework: string) => {
    setRemembered(framework)
    try {
      window.localStorage.setItem(FRAMEWORK_STORAGE_KEY, framework)
    } catch {
      // as above
    }
  }, [])

  const supported = (value: string | undefined) => (value && frameworks.includes(value) ? value : undefined)
  return [supported(fromUrl) ?? supported(remembered) ?? fallback, remember]
}
