import type { LibraryCopy } from '../types'

export const routerCopy: LibraryCopy = {
  description:
    'A router for React and Solid applications whose paths, params, search params and loader data are checked by TypeScript end to end, with nested layouts, preloading and caching.',
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
      description: 'Validate and parse the query string with a schema and read it as typed state, shareable and restored by the back button.',
    },
    {
      title: 'Loaders with a cache',
      icon: 'zap',
      description:
        'Routes load their data in parallel before they render, preload on hover and reuse fresh results, removing waterfalls without extra libraries.',
    },
  ],
}
