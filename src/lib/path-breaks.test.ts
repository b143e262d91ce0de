import { describe, expect, it } from 'vitest'
import { pathPieces } from './path-breaks'

describe('pathPieces', () => {
  it('breaks after slashes and query separators, never inside a segment', () => {
    expect(pathPieces('/query/latest/docs/framework/react/guides/paginated-queries')).toEqual([
      '/',
      'query/',
      'latest/',
      'docs/',
      'framework/',
      'react/',
      'guides/',
      'paginated-queries',
    ])
    expect(pathPieces('/a/b?from=x&y=z')).toEqual(['/', 'a/', 'b?', 'from=', 'x&', 'y=', 'z'])
  })

  it('gives the text back when joined, and nothing for an empty path', () => {
    const path = 'framework/react/reference/useInfiniteQuery#options'
    expect(pathPieces(path).join('')).toBe(path)
    expect(pathPieces('')).toEqual([])
  })
})
