/**
 * The server answers searches from the libraries it has indexed while the others build; the
 * `X-Search-Index` header of an answer says whether every library is in (`complete`). Tests that
 * expect the whole corpus wait for that.
 */
export async function waitForSearchIndex(baseUrl: string, timeoutMs = 120_000, indexName = 'TanStack'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(`${baseUrl}/api/search/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName, params: 'hitsPerPage=1' }] }),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    if (response.status === 200 && response.headers.get('x-search-index') === 'complete') return
    if (Date.now() > deadline)
      throw new Error(`The search index was not complete within ${timeoutMs} ms (last answer ${response.status}, ${response.headers.get('x-search-index')})`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
