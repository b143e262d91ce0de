/** Replaces the version segment (the second path segment) of an href. */
export function withVersion(href: string, from: string, to: string): string {
  const [path = '', ...rest] = href.split(/(?=[?#])/)
  const segments = path.split('/')
  if (segments[2] === from || decodeURIComponent(segments[2] ?? '') === from) segments[2] = to
  return segments.join('/') + rest.join('')
}
