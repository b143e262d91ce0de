import { defineLibrary } from './define'

export const store = defineLibrary({
  id: 'store',
  name: 'Store',
  tagline: 'A tiny reactive store with adapters for every framework',
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
})
