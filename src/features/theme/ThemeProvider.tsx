import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { isDarkMode, nextThemeMode, type ThemeMode } from '~/lib/theme'
import { setThemeFn } from '~/features/layout/root-data.functions'

type ThemeContextValue = { mode: ThemeMode; resolvedDark: boolean; cycle: () => void }

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined)

const darkQuery = '(prefers-color-scheme: dark)'

function applyDarkClass(dark: boolean) {
  const classes = document.documentElement.classList
  classes.toggle('dark', dark)
  classes.toggle('light', !dark)
}

export function ThemeProvider({ initialMode, children }: { initialMode: ThemeMode; children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode)
  const [systemDark, setSystemDark] = useState(false)

  useEffect(() => {
    const media = window.matchMedia(darkQuery)
    setSystemDark(media.matches)
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  const resolvedDark = isDarkMode(mode, systemDark)
  useEffect(() => applyDarkClass(resolvedDark), [resolvedDark])

  const cycle = useCallback(() => {
    const next = nextThemeMode(mode)
    setMode(next)
    void setThemeFn({ data: next }).catch((error: unknown) => {
      console.warn('The theme choice could not be saved; it applies to this page only.', error)
    })
  }, [mode])

  const value = useMemo(() => ({ mode, resolvedDark, cycle }), [mode, resolvedDark, cycle])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext)
  if (!value) throw new Error('useTheme must be used within a ThemeProvider')
  return value
}
