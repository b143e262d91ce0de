/**
 * Where a link written in doc text leads now. Docs are also written against the old site's
 * addresses, and the app sends such a link where the server would send the address
 * (src/site/redirects.ts). The tables come with the first link of the text the reader points at
 * or follows, not with the page: the server answers every legacy address opened from outside.
 */
export async function currentHref(href: string): Promise<string> {
  const redirects = await import('~/site/find-redirect')
  return redirects.findSiteRedirect(href)?.href ?? href
}
