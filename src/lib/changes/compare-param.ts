/** The `compare` query parameter of a doc URL, or undefined when there is none worth reading. */
export function compareParamOf(search: string | Record<string, unknown> | URLSearchParams): string | undefined {
  const raw =
    typeof search === 'string' ? new URLSearchParams(search).get('compare') : search instanceof URLSearchParams ? search.get('compare') : search.compare
  if (raw === undefined || raw === null) return undefined
  // The router parses `?compare=5` as a number.
  const value = String(raw).trim()
  return value && value.length <= 100 ? value : undefined
}
