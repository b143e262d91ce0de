/**
 * The answer to a method an API route does not take: 405 with `Allow` naming those it does. The
 * framework otherwise hands such a request to the page router, which answered it 200 with the
 * site's HTML shell. A route spreads `...otherMethods('GET')` into its handlers (the framework's
 * `ANY` takes every method the route does not name).
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

const ORDER: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The `Allow` header for the methods a route takes (a route that takes GET answers HEAD too). */
export function allowHeader(methods: readonly HttpMethod[]): string {
  const taken = new Set(methods)
  if (taken.has('GET')) taken.add('HEAD')
  return ORDER.filter((method) => taken.has(method)).join(', ')
}

export function methodNotAllowed(methods: readonly HttpMethod[]): Response {
  const allow = allowHeader(methods)
  return new Response(`This address takes ${allow} only.\n`, {
    status: 405,
    headers: { allow, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  })
}

/** Handlers for every method but `methods`: a 405 naming them. */
export function otherMethods(...methods: HttpMethod[]): { ANY: () => Response } {
  return { ANY: () => methodNotAllowed(methods) }
}
