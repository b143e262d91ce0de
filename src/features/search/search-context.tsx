/**
 * The open/closed state of the search dialog, shared by the header button, the Ctrl/Cmd+K
 * hotkey and the dialog itself (which is loaded only when first opened).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

type SearchContextValue = { isOpen: boolean; open: () => void; close: () => void; toggle: () => void }

const SearchContext = createContext<SearchContextValue | undefined>(undefined)

/** SPEC §8: the hook outside its provider. */
export const SEARCH_CONTEXT_ERROR = 'useSearch must be used within a SearchProvider'

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext)
  if (!value) throw new Error(SEARCH_CONTEXT_ERROR)
  return value
}

/** Ctrl+K or Cmd+K (SPEC §9). */
export function isSearchHotkey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

const SearchDialog = lazy(() => import('./SearchDialog'))

export function SearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  // The dialog module stays mounted after the first opening, so reopening is instant.
  const [loaded, setLoaded] = useState(false)
  const open = useCallback(() => {
    setLoaded(true)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => {
    setLoaded(true)
    setOpen((v) => !v)
  }, [])
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event)) return
      event.preventDefault()
      openRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const value = useMemo(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle])
  return (
    <SearchContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog />
        </Suspense>
      ) : null}
    </SearchContext.Provider>
  )
}
