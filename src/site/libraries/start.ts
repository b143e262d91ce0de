import { defineLibrary } from './define'

export const start = defineLibrary({
  id: 'start',
  name: 'Start',
  tagline: 'A full-stack framework built on the type-safe router',
  badge: 'beta',
  bgStyle: 'bg-cyan-500',
  textStyle: 'text-cyan-700 dark:text-cyan-400',
  colorFrom: 'from-cyan-500',
  colorTo: 'to-teal-500',
  textColor: 'text-cyan-700 dark:text-cyan-400',
  repo: 'tanstack/router',
  latestVersion: 'v0',
  docsRoot: 'docs/start',
  defaultDocs: 'framework/react/overview',
  defaultExample: 'start-basic',
  frameworks: ['react', 'solid'],
})
