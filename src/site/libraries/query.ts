import { defineLibrary } from './define'

export const query = defineLibrary({
  id: 'query',
  name: 'Query',
  tagline: 'Server state that stays in sync without the boilerplate',
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
})
