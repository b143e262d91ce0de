import type { LibraryCopy } from '../types'

export const configCopy: LibraryCopy = {
  description: 'The configuration the libraries use to build, test, lint and publish themselves, packaged so other projects can adopt the same setup.',
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
}
