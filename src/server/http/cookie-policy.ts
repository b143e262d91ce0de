/**
 * The attributes of every cookie the site sets. None is read by the site's scripts (the theme
 * is changed through a server function and read on the server), so all are HttpOnly. Secure
 * whenever the public address (`SITE_URL`) is https. SameSite=Lax everywhere, Strict nowhere:
 * the OAuth flow cookies must come back on the top-level navigation from GitHub to the
 * callback; a Strict session would look signed out on the first page after that callback and
 * on every page reached from a link on another site; a Strict theme cookie would make those
 * pages flash in the default theme.
 */
export type SiteCookie = 'session' | 'oauth-flow' | 'theme'

export type CookieAttributes = { httpOnly: true; secure: boolean; sameSite: 'lax'; path: string }

export function cookieAttributes(cookie: SiteCookie, siteUrl: string): CookieAttributes {
  return {
    httpOnly: true,
    secure: new URL(siteUrl).protocol === 'https:',
    sameSite: 'lax',
    // The flow cookies are only read by the sign-in callback; elsewhere they would be noise.
    path: cookie === 'oauth-flow' ? '/auth/' : '/',
  }
}
