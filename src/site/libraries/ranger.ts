import { defineLibrary } from './define'

export const ranger = defineLibrary({
  id: 'ranger',
  name: 'Ranger',
  tagline: 'Headless range and multi-range sliders',
  badge: undefined,
  bgStyle: 'bg-pink-500',
  textStyle: 'text-pink-700 dark:text-pink-400',
  colorFrom: 'from-pink-500',
  colorTo: 'to-fuchsia-500',
  textColor: 'text-pink-700 dark:text-pink-400',
  repo: 'tanstack/ranger',
  latestVersion: 'v0',
  defaultDocs: 'overview',
  defaultExample: 'basic',
  frameworks: ['react'],
})
