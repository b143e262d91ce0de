import { defineLibrary } from './define'

export const form = defineLibrary({
  id: 'form',
  name: 'Form',
  tagline: 'Type-safe forms with validation where you need it',
  badge: undefined,
  bgStyle: 'bg-yellow-500',
  textStyle: 'text-yellow-700 dark:text-yellow-400',
  colorFrom: 'from-yellow-500',
  colorTo: 'to-yellow-600',
  textColor: 'text-yellow-700 dark:text-yellow-400',
  repo: 'tanstack/form',
  latestVersion: 'v1',
  defaultExample: 'simple',
  frameworks: ['react', 'preact', 'vue', 'angular', 'solid', 'lit', 'svelte'],
})
