import { defineLibrary } from './define'
import { tableLegacyRedirect } from '../redirects'

export const table = defineLibrary({
  id: 'table',
  name: 'Table',
  tagline: 'Headless tables and data grids with full control of the markup',
  description:
    'Sorting, filtering, grouping, pagination, row selection and column sizing as logic only, so you render the table with your own components and styles.',
  badge: undefined,
  bgStyle: 'bg-blue-500',
  textStyle: 'text-blue-600 dark:text-blue-400',
  colorFrom: 'from-teal-500',
  colorTo: 'to-blue-600',
  textColor: 'text-blue-600 dark:text-blue-400',
  repo: 'tanstack/table',
  latestVersion: 'v8',
  defaultDocs: 'introduction',
  defaultExample: 'basic',
  frameworks: ['react', 'vue', 'angular', 'solid', 'lit', 'svelte', 'qwik', 'vanilla'],
  handleRedirects: tableLegacyRedirect,
  packages: ['@tanstack/table-core', '@tanstack/react-table', '@tanstack/vue-table', '@tanstack/solid-table'],
  featureHighlights: [
    {
      title: 'Headless by design',
      icon: 'table',
      description:
        'The library computes rows, cells and state; you own every element, class and animation of what is drawn.',
    },
    {
      title: 'Features as plug-ins',
      icon: 'puzzle',
      description:
        'Sorting, faceting, grouping, expansion and pinning are opt-in row models, so unused features cost nothing.',
    },
    {
      title: 'Large data sets',
      icon: 'gauge',
      description: 'Memoised row models and pairing with the Virtual library keep tables with 100,000 rows responsive.',
    },
  ],
})
