import { describe, expect, it } from 'vitest'
import { firstPaintThemeScript, isDarkMode, isThemeMode, nextThemeMode } from './theme'

describe('theme mode', () => {
  it('cycles auto → light → dark → auto', () => {
    expect((['auto', 'light', 'dark'] as const).map(nextThemeMode)).toEqual(['light', 'dark', 'auto'])
  })

  it('is dark when chosen, or when automatic and the system prefers dark', () => {
    expect(isDarkMode('dark', false)).toBe(true)
    expect(isDarkMode('light', true)).toBe(false)
    expect(isDarkMode('auto', true)).toBe(true)
    expect(isDarkMode('auto', false)).toBe(false)
  })

  it('accepts only the three modes', () => {
    expect(['light', 'dark', 'auto'].every(isThemeMode)).toBe(true)
    expect(isThemeMode('Dark')).toBe(false)
    expect(isThemeMode('')).toBe(false)
    expect(isThemeMode(undefined)).toBe(false)
  })

  it('writes a first-paint script that sets the class from the mode and the system', () => {
    const run = (mode: 'light' | 'dark' | 'auto', prefersDark: boolean) => {
      const classes = new Set<string>()
      const classList = { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) }
      const matchMedia = () => ({ matches: prefersDark })
      new Function('document', 'matchMedia', firstPaintThemeScript(mode))({ documentElement: { classList } }, matchMedia)
      return [...classes]
    }
    expect(run('auto', true)).toEqual(['dark'])
    expect(run('auto', false)).toEqual(['light'])
    expect(run('dark', false)).toEqual(['dark'])
    expect(run('light', true)).toEqual(['light'])
  })
})
