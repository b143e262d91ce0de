import type { LibraryCopy } from '../types'

export const storeCopy: LibraryCopy = {
  description:
    'Framework-agnostic state with immutable updates, derived values and fine-grained subscriptions, the core that powers several libraries of the family.',
  featureHighlights: [
    {
      title: 'Small and fast',
      icon: 'gauge',
      description: 'A few kilobytes of core with batched updates, so a change re-renders only the components that read the changed slice.',
    },
    {
      title: 'Derived state',
      icon: 'layers',
      description: 'Compute values from other stores and let them update lazily when their inputs change, without manual memoisation.',
    },
    {
      title: 'One store, many frameworks',
      icon: 'puzzle',
      description: 'Share the same store between React, Vue, Solid, Angular and Svelte code through thin adapters.',
    },
  ],
}
