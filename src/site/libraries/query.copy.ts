import type { LibraryCopy } from '../types'

export const queryCopy: LibraryCopy = {
  description:
    'Fetch, cache, refresh and update asynchronous data in any UI framework, with request deduplication, background refetching, pagination and optimistic updates built in.',
  featureHighlights: [
    {
      title: 'Caching you do not write',
      icon: 'database',
      description:
        'Responses are stored under query keys, shared between components and refreshed in the background when they go stale, so screens render instantly and stay correct.',
    },
    {
      title: 'Mutations with a safety net',
      icon: 'refresh',
      description: 'Update the server, patch the cache optimistically and roll back on failure; related queries are invalidated and refetched for you.',
    },
    {
      title: 'Built-in devtools',
      icon: 'wrench',
      description: 'Watch every query, its status and its cached data while you work, and trigger refetches or errors by hand to test the unhappy paths.',
    },
  ],
}
