import type { LibraryCopy } from '../types'

export const tableCopy: LibraryCopy = {
  description:
    'Sorting, filtering, grouping, pagination, row selection and column sizing as logic only, so you render the table with your own components and styles.',
  featureHighlights: [
    {
      title: 'Headless by design',
      icon: 'table',
      description: 'The library computes rows, cells and state; you own every element, class and animation of what is drawn.',
    },
    {
      title: 'Features as plug-ins',
      icon: 'puzzle',
      description: 'Sorting, faceting, grouping, expansion and pinning are opt-in row models, so unused features cost nothing.',
    },
    {
      title: 'Large data sets',
      icon: 'gauge',
      description: 'Memoised row models and pairing with the Virtual library keep tables with 100,000 rows responsive.',
    },
  ],
}
