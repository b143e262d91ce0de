import { defineLibrary } from './define'

export const store = defineLibrary({
  id: 'store',
  name: 'Store',
  tagline: 'A tiny reactive store with adapters for every framework',
  description:
    'Framework-agnostic state with immutable updates, derived values and fine-grained subscriptions, the core that powers several libraries of the family.',
  badge: 'alpha',
  bgStyle: 'bg-stone-500',
  textStyle: 'text-stone-600 dark:text-stone-400',
  colorFrom: 'from-stone-500',
  colorTo: 'to-stone-700',
  textColor: 'text-stone-600 dark:text-stone-300',
  repo: 'tanstack/store',
  latestVersion: 'v0',
  defaultExample: 'simple',
  frameworks: ['react', 'preact', 'vue', 'angular', 'solid', 'svelte'],
  packages: ['@tanstack/store', '@tanstack/react-store'],
  featureHighlights: [
    {
      title: 'Small and fast',
      icon: 'gauge',
      description:
        'A few kilobytes of core with batched updates, so a change re-renders only the components that read the changed slice.',
    },
    {
      title: 'Derived state',
      icon: 'layers',
      description:
        'Compute values from other stores and let them update lazily when their inputs change, without manual memoisation.',
    },
    {
      title: 'One store, many frameworks',
      icon: 'puzzle',
      description: 'Share the same store between React, Vue, Solid, Angular and Svelte code through thin adapters.',
    },
  ],
})
