import { expect, it } from 'vitest'
import { withVersion } from './version-path'

it('replaces only the version segment, keeping the rest of the href', () => {
  expect(withVersion('/query/v9', 'v9', 'latest')).toBe('/query/latest')
  expect(withVersion('/query/v9/docs/guides/x?y=1#z', 'v9', 'latest')).toBe('/query/latest/docs/guides/x?y=1#z')
  expect(withVersion('/query/latest/docs/v9', 'v9', 'latest')).toBe('/query/latest/docs/v9')
})
