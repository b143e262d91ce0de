/**
 * Every bound of the search endpoint answered with its 4xx before any search runs: body size
 * (413, also for a body streamed without a length), nesting depth (400, not 503), searches per
 * body, words per query, facet filter values, hits per page and hits of the whole body (400).
 */
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'
import { probeIdle, probeWhile, promptBound } from '../support/probe'

const INDEX = 'TanStack'
const endpoint = () => `${baseUrl()}/api/search/1/indexes/*/queries`

async function post(body: BodyInit, init: RequestInit = {}) {
  const response = await fetch(endpoint(), { method: 'POST', body, headers: { 'content-type': 'text/plain' }, ...init })
  const text = await response.text()
  let json: { message?: string; status?: number } = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the assertion below says so
  }
  return { status: response.status, json }
}

const search = (params: Record<string, unknown>, count = 1) => JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: INDEX, params })) })

describe('search limits', () => {
  it('refuses a body over 64 KB with 413, declared or streamed', async () => {
    const big = search({ query: 'a' }).padEnd(70 * 1024, ' ')
    const declared = await post(big)
    expect(declared.status).toBe(413)
    expect(declared.json).toMatchObject({ status: 413, message: expect.stringMatching(/too large/) })
    // Without a length: counted while it arrives.
    const chunks = [new TextEncoder().encode(big.slice(0, 40_000)), new TextEncoder().encode(big.slice(40_000))]
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift()
        if (next) controller.enqueue(next)
        else controller.close()
      },
    })
    const streamed = await post(stream, { duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('refuses JSON nested too deeply with 400', async () => {
    for (const body of ['['.repeat(60_000), `{"requests":${'['.repeat(20)}${']'.repeat(20)}}`]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(response.json.message).toMatch(/nested deeper than 10 levels/)
    }
  })

  it('refuses too many searches, words, filter values and hits per page with 400', async () => {
    const values = Array.from({ length: 21 }, (_, n) => `library:l${n}`)
    const cases: [string, RegExp][] = [
      [search({ query: 'a' }, 11), /between 1 and 10/],
      [search({ query: Array.from({ length: 17 }, (_, n) => `word${n}`).join(' ') }), /at most 16/],
      [search({ query: 'a', facetFilters: [values] }), /at most 20/],
      [search({ query: 'a', filters: values.join(' OR ') }), /at most 20/],
      [search({ query: 'a', optionalFilters: values }), /at most 20/],
      [search({ query: 'a', hitsPerPage: 101 }), /hitsPerPage/],
      [search({ query: 'a', hitsPerPage: 100, page: 10 }), /first 1000 hits/],
      [search({ query: 'a', hitsPerPage: 21 }, 10), /210 hits in all: at most 200/],
      [search({ query: 'a', hitsPerPage: 100 }, 3), /300 hits in all: at most 200/],
    ]
    for (const [body, message] of cases) {
      const response = await post(body)
      expect(response.status, body.slice(0, 120)).toBe(400)
      expect(response.json.message).toMatch(message)
    }
  })

  it('refuses a recommendations body asking for more related pages than one answer may hold with 400', async () => {
    const requests = Array.from({ length: 3 }, () => ({ indexName: INDEX, objectID: 'any', maxRecommendations: 100 }))
    const response = await fetch(`${baseUrl()}/api/search/1/indexes/*/recommendations`, { method: 'POST', body: JSON.stringify({ requests }) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/300 hits in all: at most 200/)
  })

  it('answers the largest allowed body, and a page meanwhile promptly', async () => {
    const values = Array.from({ length: 20 }, (_, n) => `library:l${n}`)
    const query = Array.from({ length: 16 }, (_, n) => `queryclientx${n}`).join(' ')
    const idle = await probeIdle(baseUrl(), '/robots.txt')
    const posted = post(search({ query, facetFilters: [values], hitsPerPage: 20, facets: ['*'] }, 10))
    const probe = await probeWhile(baseUrl(), '/robots.txt', posted, { minMs: 500 })
    expect((await posted).status).toBe(200)
    expect(probe.p95, `probe p95 ${probe.p95.toFixed(1)} ms, idle p95 ${idle.p95.toFixed(1)} ms`).toBeLessThan(promptBound(idle))
  })
})
