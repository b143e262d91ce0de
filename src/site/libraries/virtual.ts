import { defineLibrary } from './define'

export const virtual = defineLibrary({
  id: 'virtual',
  name: 'Virtual',
  tagline: 'Render huge lists and grids at 60 frames per second',
  badge: undefined,
  bgStyle: 'bg-violet-500',
  textStyle: 'text-violet-600 dark:text-violet-400',
  colorFrom: 'from-rose-500',
  colorTo: 'to-violet-600',
  textColor: 'text-violet-600 dark:text-violet-400',
  repo: 'tanstack/virtual',
  latestVersion: 'v3',
  defaultDocs: 'introduction',
  defaultExample: 'dynamic',
  frameworks: ['react', 'vue', 'angular', 'solid', 'lit', 'svelte', 'vanilla'],
})
