import { defineLibrary } from './define'

export const start = defineLibrary({
  id: 'start',
  name: 'Start',
  tagline: 'A full-stack framework built on the type-safe router',
  description:
    'Server rendering, streaming, server functions and API routes on top of the router, deployable to any host that runs JavaScript.',
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
  packages: ['@tanstack/react-start', '@tanstack/solid-start'],
  featureHighlights: [
    {
      title: 'Server functions',
      icon: 'server',
      description:
        'Call code that runs on the server as if it were a local function, with validated input and types that flow to the client.',
    },
    {
      title: 'Streaming rendering',
      icon: 'zap',
      description:
        'Send the page shell at once and stream slow data as it arrives, with full hydration and no client waterfall.',
    },
    {
      title: 'Runs anywhere',
      icon: 'package',
      description:
        'Build once and deploy to a Node server, a serverless platform or the edge; the output is a plain server with static assets.',
    },
  ],
})
