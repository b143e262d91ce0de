/** The doc page a site path names — `/{library}/{version}/docs/{page}` — or undefined for any other path. */
export function docIdentityOfPath(pathname: string): { library: string; version: string; page: string } | undefined {
  const match = /^\/([^/]+)\/([^/]+)\/docs\/(.+?)\/?$/.exec(pathname)
  if (!match) return undefined
  return { library: match[1]!, version: match[2]!, page: match[3]! }
}
