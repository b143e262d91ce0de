import type { LibraryCopy } from '../types'

export const pacerCopy: LibraryCopy = {
  description:
    'Utilities that control how often functions run: debounce, throttle, rate-limit, queue and batch, with reactive state for the UI and async variants.',
  featureHighlights: [
    {
      title: 'Every pacing strategy',
      icon: 'timer',
      description: 'Debounce input, throttle scroll handlers, rate-limit API calls and queue jobs with one consistent API.',
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
}
