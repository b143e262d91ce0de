/**
 * `npm run routes`: writes src/routeTree.gen.ts from the files in src/routes/, as the router
 * plugin of `vite dev` and `vite build` does. The file is not kept in git; the type check runs
 * this first, since src/router.tsx imports the tree and every route's types come from it.
 */
import { fileURLToPath } from 'node:url'
import { Generator, getConfig } from '@tanstack/router-generator'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The lines the Start plugin appends: the app's router and Start options registered as the framework's types. */
const startRegistration = `import type { getRouter } from './router.tsx'
import type { startInstance } from './start.ts'
declare module '@tanstack/react-start' {
  interface Register {
    ssr: true
    router: Awaited<ReturnType<typeof getRouter>>
    config: Awaited<ReturnType<typeof startInstance.getOptions>>
  }
}`

const config = getConfig(
  {
    target: 'react',
    routesDirectory: `${root}src/routes`,
    generatedRouteTree: `${root}src/routeTree.gen.ts`,
    routeTreeFileFooter: [startRegistration],
  },
  root,
)
await new Generator({ config, root }).run()
