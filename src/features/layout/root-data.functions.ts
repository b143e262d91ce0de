import { createServerFn } from '@tanstack/react-start'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getPublicConfig } from '~/server/config'
import { cookieAttributes } from '~/server/http/cookie-policy'
import { validInput } from '~/lib/validation'
import { THEME_COOKIE, isThemeMode, themeModes, type ThemeMode } from '~/lib/theme'

/** What every page needs before it renders: the stored theme and the public configuration. */
export const getRootDataFn = createServerFn({ method: 'GET' }).handler(async () => {
  const stored = getCookie(THEME_COOKIE)
  const theme: ThemeMode = isThemeMode(stored) ? stored : 'auto'
  return { theme, config: getPublicConfig() }
})

export const setThemeFn = createServerFn({ method: 'POST' })
  .validator(validInput(z.enum(themeModes)))
  .handler(async ({ data }) => {
    setCookie(THEME_COOKIE, data, { ...cookieAttributes('theme', getPublicConfig().siteUrl), maxAge: 60 * 60 * 24 * 365 })
    return data
  })
