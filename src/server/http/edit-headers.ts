/**
 * The response with its headers edited; status and body pass through untouched. Headers are
 * changed in place where they may be, which spares copying them and wrapping the body in a new
 * Response on every request; the headers of a fetched response are immutable, so such a
 * response is copied.
 */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
