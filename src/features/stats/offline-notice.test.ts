import { expect, it } from 'vitest'
import { offlineNotice } from './offline-notice'

it('says once that npm could not be reached, for every package shown from storage or missing', () => {
  expect(offlineNotice({ stale: [], missing: [] })).toBeUndefined()
  expect(
    offlineNotice({
      stale: [
        { name: 'react', storedUpTo: '2024-03-08' },
        { name: '@tanstack/react-query', storedUpTo: '2024-03-08' },
      ],
      missing: ['zustand'],
    }),
  ).toBe(
    'npm could not be reached. Showing the downloads stored up to 2024-03-08 for “react”, “@tanstack/react-query”. No downloads are stored yet for “zustand”. Try again later.',
  )
  expect(
    offlineNotice({
      stale: [
        { name: 'a', storedUpTo: '2024-03-08' },
        { name: 'b', storedUpTo: '2024-03-01' },
      ],
      missing: [],
    }),
  ).toBe('npm could not be reached. Showing the downloads stored so far for “a” (up to 2024-03-08), “b” (up to 2024-03-01). Try again later.')
  expect(offlineNotice({ stale: [], missing: ['a'] })).toBe('npm could not be reached. No downloads are stored yet for “a”. Try again later.')
})
