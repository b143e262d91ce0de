import type { LibraryCopy } from '../types'

export const startCopy: LibraryCopy = {
  description: 'Server rendering, streaming, server functions and API routes on top of the router, deployable to any host that runs JavaScript.',
  featureHighlights: [
    {
      title: 'Server functions',
      icon: 'server',
      description: 'Call code that runs on the server as if it were a local function, with validated input and types that flow to the client.',
    },
    {
      title: 'Streaming rendering',
      icon: 'zap',
      description: 'Send the page shell at once and stream slow data as it arrives, with full hydration and no client waterfall.',
    },
    {
      title: 'Runs anywhere',
      icon: 'package',
      description: 'Build once and deploy to a Node server, a serverless platform or the edge; the output is a plain server with static assets.',
    },
  ],
}
