export const themeModes = ['light', 'dark', 'auto'] as const
export type ThemeMode = (typeof themeModes)[number]

export const THEME_COOKIE = 'theme'

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (themeModes as readonly string[]).includes(value)
}

/** The toggle cycles auto → light → dark → auto. */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return mode === 'auto' ? 'light' : mode === 'light' ? 'dark' : 'auto'
}

export function isDarkMode(mode: ThemeMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'auto' && systemPrefersDark)
}

/**
 * Runs in <head> before the body paints, so `auto` follows the system preference on the very
 * first frame; the server already set the class for an explicit light or dark choice.
 */
export function firstPaintThemeScript(mode: ThemeMode): string {
  return `(function(){try{var m=${JSON.stringify(mode)};var d=m==='dark'||(m==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches);var c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d)}catch(e){}})()`
}
