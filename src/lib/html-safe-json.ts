const unsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * JSON.stringify whose output never contains `<`, `>` or `&`: the same JSON for any parser,
 * but a value echoed from a request (a search query, an index name) cannot become markup if a
 * browser or a proxy ever treats the answer as HTML.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!)
}
