import type { Library } from '../types'
import { libraryMenu } from './menu'
import { queryLegacyRedirect } from '../redirects'

const repo = 'tanstack/query'

export const query: Library = {
  id: 'query',
  name: 'Query',
  to: '/query',
  tagline: 'Server state that stays in sync without the boilerplate',
  description:
    'Fetch, cache, refresh and update asynchronous data in any UI framework, with request deduplication, background refetching, pagination and optimistic updates built in.',
  badge: undefined,
  bgStyle: 'bg-red-500',
  textStyle: 'text-red-600 dark:text-red-400',
  colorFrom: 'from-red-500',
  colorTo: 'to-amber-500',
  textColor: 'text-amber-700 dark:text-amber-400',
  repo,
  latestBranch: 'main',
  latestVersion: 'v5',
  availableVersions: ['v5', 'v4', 'v3'],
  defaultDocs: 'framework/react/overview',
  defaultExample: 'basic',
  frameworks: ['react', 'preact', 'vue', 'angular', 'solid', 'lit', 'svelte'],
  scarfId: 'query-docs',
  handleRedirects: queryLegacyRedirect,
  packages: [
    '@tanstack/query-core',
    '@tanstack/react-query',
    '@tanstack/vue-query',
    '@tanstack/solid-query',
    '@tanstack/svelte-query',
    '@tanstack/angular-query-experimental',
  ],
  menu: libraryMenu({ id: 'query', repo, defaultExample: 'basic' }),
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
      description:
        'Update the server, patch the cache optimistically and roll back on failure; related queries are invalidated and refetched for you.',
    },
    {
      title: 'Built-in devtools',
      icon: 'wrench',
      description:
        'Watch every query, its status and its cached data while you work, and trigger refetches or errors by hand to test the unhappy paths.',
    },
  ],
}
