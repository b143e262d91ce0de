import { describe, expect, it } from 'vitest'
import { docPageHeaders, docsCacheHeaders, loadedPageHeaders, PENDING_CHECKS_MAX_AGE_SECONDS } from '~/lib/cache-policy'

describe('doc page headers', () => {
  it('lets CDNs keep doc pages, but not a notice standing in for one or an empty load', () => {
    expect(docPageHeaders({ unavailable: false })).toEqual({ ...docsCacheHeaders, Vary: 'Accept' })
    expect(docPageHeaders({})).toEqual({ ...docsCacheHeaders, Vary: 'Accept' })
    expect(docPageHeaders(undefined).Vary).toBe('Accept')
    for (const headers of [docPageHeaders({ unavailable: true }), docPageHeaders(undefined), loadedPageHeaders(undefined)]) {
      expect(headers['Cache-Control']).toBe('no-store')
      expect(headers['CDN-Cache-Control']).toBe('no-store')
    }
    expect(loadedPageHeaders({ root: 'examples/react/basic' })).toEqual(docsCacheHeaders)
  })

  it('lets a CDN keep a page whose code checks are pending for seconds only', () => {
    const pending = docPageHeaders({ checksPending: true })
    expect(pending['CDN-Cache-Control']).toBe(`public, max-age=${PENDING_CHECKS_MAX_AGE_SECONDS}`)
    expect(PENDING_CHECKS_MAX_AGE_SECONDS).toBeLessThanOrEqual(30)
    expect(pending['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(docPageHeaders({ checksPending: false })).toEqual({ ...docsCacheHeaders, Vary: 'Accept' })
    // The notice standing in for a page is not kept at all, pending or not.
    expect(docPageHeaders({ unavailable: true, checksPending: true })['CDN-Cache-Control']).toBe('no-store')
  })
})
