/**
 * Where to go after signing in: a path on this site, never another origin. Anything that is
 * not a plain absolute path (`//host`, `/\host`, `/.//host`, a scheme, control characters) becomes the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return fallback
  try {
    const url = new URL(value, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    if (url.pathname === '/login') return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments collapse on parsing: `/.//host` comes out as `//host`, another origin to a browser.
    if (path.startsWith('//') || path.startsWith('/\\')) return fallback
    return path
  } catch {
    return fallback
  }
}
