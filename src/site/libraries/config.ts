import { defineLibrary } from './define'

export const config = defineLibrary({
  id: 'config',
  name: 'Config',
  tagline: 'Shared build, lint and publish tooling for JavaScript packages',
  badge: undefined,
  bgStyle: 'bg-gray-500',
  textStyle: 'text-gray-600 dark:text-gray-400',
  colorFrom: 'from-gray-500',
  colorTo: 'to-gray-700',
  textColor: 'text-gray-700 dark:text-gray-300',
  repo: 'tanstack/config',
  latestVersion: 'v0',
  frameworks: ['vanilla'],
})
