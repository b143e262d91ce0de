/**
 * The open/closed state of the search dialog, shared by the header button, the Ctrl/Cmd+K
 * hotkey and the dialog itself. The dialog's code loads on the reader's intent (pointer over or
 * focus on the search button, Ctrl or Cmd pressed), and until it has arrived a light shell with
 * the input shows at once, so what is typed there is kept. An address with a search query
 * (`?q=…`, written by the dialog) opens the dialog on arrival.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { SearchShell } from './SearchShell'
import { hasSearchState } from './search-entry'

type SearchContextValue = {
  isOpen: boolean
  open: () => void
  close: () => void
  toggle: () => void
  /** Starts loading the dialog's code (on intent); harmless to call again. */
  preload: () => void
  /**
   * What was typed in the shell before the dialog arrived. Kept until the dialog closes, so a
   * dialog that renders its first opening twice reads it both times.
   */
  takeTyped: () => string
}

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

let dialogModule: Promise<typeof import('./SearchDialog')> | undefined
const loadDialog = () => {
  dialogModule ??= import('./SearchDialog')
  // A failed load (network) may be tried again on the next intent.
  dialogModule.catch(() => (dialogModule = undefined))
  return dialogModule
}

/**
 * The dialog component once its code has arrived. Not React.lazy with Suspense: React holds
 * back content that replaces a shown fallback for up to 300 ms, which the first opening would
 * wait for every time.
 */
function useDialogComponent(wanted: boolean): ComponentType | undefined {
  const [component, setComponent] = useState<{ Dialog: ComponentType } | undefined>(undefined)
  useEffect(() => {
    if (!wanted || component) return
    let live = true
    loadDialog()
      .then((module) => live && setComponent({ Dialog: module.default }))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [wanted, component])
  return component?.Dialog
}

export function SearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  // The dialog module stays mounted after the first opening, so reopening is instant.
  const [loaded, setLoaded] = useState(false)
  const typed = useRef('')
  const open = useCallback(() => {
    setLoaded(true)
    setOpen(true)
  }, [])
  const close = useCallback(() => {
    typed.current = ''
    setOpen(false)
  }, [])
  const toggle = useCallback(() => {
    setLoaded(true)
    setOpen((v) => !v)
  }, [])
  const preload = useCallback(() => {
    void loadDialog().catch(() => undefined)
  }, [])
  const takeTyped = useCallback(() => typed.current, [])
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Ctrl or Cmd held is the intent of the hotkey: its code starts loading before the K.
      if (event.key === 'Control' || event.key === 'Meta') loadDialog().catch(() => undefined)
      if (!isSearchHotkey(event)) return
      event.preventDefault()
      openRef.current()
    }
    window.addEventListener('keydown', onKey)
    // A shared or reloaded search: the address holds its state.
    if (hasSearchState(window.location.search)) openRef.current()
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const value = useMemo(() => ({ isOpen, open, close, toggle, preload, takeTyped }), [isOpen, open, close, toggle, preload, takeTyped])
  const SearchDialog = useDialogComponent(loaded)
  return (
    <SearchContext.Provider value={value}>
      {children}
      {SearchDialog ? <SearchDialog /> : isOpen ? <SearchShell onType={(text) => (typed.current = text)} onClose={close} /> : null}
    </SearchContext.Provider>
  )
}
