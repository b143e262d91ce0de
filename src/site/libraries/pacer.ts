import { defineLibrary } from './define'

export const pacer = defineLibrary({
  id: 'pacer',
  name: 'Pacer',
  tagline: 'Debouncing, throttling, rate limiting and queuing, typed',
  description:
    'Utilities that control how often functions run: debounce, throttle, rate-limit, queue and batch, with reactive state for the UI and async variants.',
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
  packages: ['@tanstack/pacer', '@tanstack/react-pacer'],
  featureHighlights: [
    {
      title: 'Every pacing strategy',
      icon: 'timer',
      description:
        'Debounce input, throttle scroll handlers, rate-limit API calls and queue jobs with one consistent API.',
    },
    {
      title: 'Async aware',
      icon: 'refresh',
      description: 'Async variants track pending work, errors and results, and can cancel or flush on demand.',
    },
    {
      title: 'State you can render',
      icon: 'sliders',
      description: 'Each utility exposes its counters and status as reactive state, ready to show in the interface.',
    },
  ],
})
