import { describe, expect, it } from 'vitest'
import { docPageHeaders, docsCacheHeaders, loadedPageHeaders } from '~/lib/cache-policy'

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
})
