import { defineLibrary } from './define'

export const config = defineLibrary({
  id: 'config',
  name: 'Config',
  tagline: 'Shared build, lint and publish tooling for JavaScript packages',
  description:
    'The configuration the libraries use to build, test, lint and publish themselves, packaged so other projects can adopt the same setup.',
  badge: undefined,
  bgStyle: 'bg-gray-500',
  textStyle: 'text-gray-600 dark:text-gray-400',
  colorFrom: 'from-gray-500',
  colorTo: 'to-gray-700',
  textColor: 'text-gray-700 dark:text-gray-300',
  repo: 'tanstack/config',
  latestVersion: 'v0',
  frameworks: ['vanilla'],
  packages: ['@tanstack/config'],
  featureHighlights: [
    {
      title: 'Builds that agree',
      icon: 'package',
      description: 'One Vite-based build produces ESM and CommonJS output with type declarations for every package.',
    },
    {
      title: 'Lint and format',
      icon: 'wrench',
      description: 'A shared ESLint setup keeps a monorepo of packages consistent without copy-pasted configs.',
    },
    {
      title: 'Publishing',
      icon: 'server',
      description: 'Versioning and release scripts publish changed packages with changelogs from commit messages.',
    },
  ],
})
