import { defineLibrary } from './define'

export const pacer = defineLibrary({
  id: 'pacer',
  name: 'Pacer',
  tagline: 'Debouncing, throttling, rate limiting and queuing, typed',
  badge: 'alpha',
  bgStyle: 'bg-lime-600',
  textStyle: 'text-lime-700 dark:text-lime-400',
  colorFrom: 'from-lime-500',
  colorTo: 'to-green-600',
  textColor: 'text-lime-700 dark:text-lime-400',
  repo: 'tanstack/pacer',
  latestVersion: 'v0',
  defaultExample: 'debounce',
  frameworks: ['react', 'preact', 'solid', 'vanilla'],
})
