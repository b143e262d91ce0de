import { defineLibrary } from './define'
import { routerToStartRedirect } from '../redirects'

export const router = defineLibrary({
  id: 'router',
  name: 'Router',
  tagline: 'Fully type-safe routing with data loading and URL state built in',
  description:
    'A router for React and Solid applications whose paths, params, search params and loader data are checked by TypeScript end to end, with nested layouts, preloading and caching.',
  badge: undefined,
  bgStyle: 'bg-emerald-500',
  textStyle: 'text-emerald-700 dark:text-emerald-400',
  colorFrom: 'from-emerald-500',
  colorTo: 'to-lime-500',
  textColor: 'text-emerald-700 dark:text-emerald-400',
  repo: 'tanstack/router',
  latestVersion: 'v1',
  docsRoot: 'docs/router',
  defaultDocs: 'framework/react/overview',
  defaultExample: 'kitchen-sink-file-based',
  frameworks: ['react', 'solid'],
  handleRedirects: routerToStartRedirect,
  packages: ['@tanstack/react-router', '@tanstack/solid-router', '@tanstack/router-core'],
  featureHighlights: [
    {
      title: 'Types from the route tree',
      icon: 'shield',
      description:
        'Every link, redirect and navigation is checked against the routes that exist, so a renamed param or path breaks the build instead of production.',
    },
    {
      title: 'Search params as state',
      icon: 'sliders',
      description:
        'Validate and parse the query string with a schema and read it as typed state, shareable and restored by the back button.',
    },
    {
      title: 'Loaders with a cache',
      icon: 'zap',
      description:
        'Routes load their data in parallel before they render, preload on hover and reuse fresh results, removing waterfalls without extra libraries.',
    },
  ],
})
