import { withEditedHeaders } from './edit-headers'

/**
 * The site's redirects point at paths, never at the host a request names: the framework builds
 * some locations from the request URL, whose host comes from the `Host` header the client
 * wrote. A location on the request's own origin becomes its path (with one leading slash, so
 * it cannot turn protocol-relative); locations elsewhere (GitHub, the merch store) stay.
 */
export function siteRelativeLocation(location: string, requestUrl: string): string {
  let target: URL
  let origin: string
  try {
    target = new URL(location, requestUrl)
    origin = new URL(requestUrl).origin
  } catch {
    return location
  }
  if (target.origin !== origin) return location
  const path = `/${target.pathname.replace(/^[/\\]+/, '')}`
  return `${path}${target.search}${target.hash}`
}

export function withSiteRelativeLocation(request: Request, response: Response): Response {
  if (response.status < 300 || response.status >= 400) return response
  const location = response.headers.get('location')
  if (!location) return response
  const relative = siteRelativeLocation(location, request.url)
  if (relative === location) return response
  return withEditedHeaders(response, (headers) => headers.set('location', relative))
}
