import { defineLibrary } from './define'
import { queryLegacyRedirect } from '../redirects'

export const query = defineLibrary({
  id: 'query',
  name: 'Query',
  tagline: 'Server state that stays in sync without the boilerplate',
  description:
    'Fetch, cache, refresh and update asynchronous data in any UI framework, with request deduplication, background refetching, pagination and optimistic updates built in.',
  badge: undefined,
  bgStyle: 'bg-red-500',
  textStyle: 'text-red-600 dark:text-red-400',
  colorFrom: 'from-red-500',
  colorTo: 'to-amber-500',
  textColor: 'text-amber-700 dark:text-amber-400',
  repo: 'tanstack/query',
  latestVersion: 'v5',
  availableVersions: ['v5', 'v4', 'v3'],
  defaultDocs: 'framework/react/overview',
  defaultExample: 'basic',
  frameworks: ['react', 'preact', 'vue', 'angular', 'solid', 'lit', 'svelte'],
  handleRedirects: queryLegacyRedirect,
  packages: [
    '@tanstack/query-core',
    '@tanstack/react-query',
    '@tanstack/vue-query',
    '@tanstack/solid-query',
    '@tanstack/svelte-query',
    '@tanstack/angular-query-experimental',
  ],
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
})
