import { defineLibrary } from './define'

export const table = defineLibrary({
  id: 'table',
  name: 'Table',
  tagline: 'Headless tables and data grids with full control of the markup',
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
})
