/** The answer to a method a read-only endpoint does not take. */
export function methodNotAllowed(): Response {
  return new Response('Only GET is supported here.\n', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } })
}

export const readOnlyHandlers = { POST: methodNotAllowed, PUT: methodNotAllowed, PATCH: methodNotAllowed, DELETE: methodNotAllowed }
