import { defineLibrary } from './define'

export const router = defineLibrary({
  id: 'router',
  name: 'Router',
  tagline: 'Fully type-safe routing with data loading and URL state built in',
  badge: undefined,
  bgStyle: 'bg-emerald-500',
  textStyle: 'text-emerald-700 dark:text-emerald-400',
  colorFrom: 'from-emerald-500',
  colorTo: 'to-lime-500',
  textColor: 'text-emerald-700 dark:text-emerald-400',
  repo: 'tanstack/router',
  latestVersion: 'v1',
  docsRoot: 'docs/router',
  defaultDocs: 'framework/react/overview',
  defaultExample: 'kitchen-sink-file-based',
  frameworks: ['react', 'solid'],
})
