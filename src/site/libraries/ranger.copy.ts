import type { LibraryCopy } from '../types'

export const rangerCopy: LibraryCopy = {
  description: 'The logic of range inputs with any number of handles, steps, ticks and custom scales, leaving the look of the slider to you.',
  featureHighlights: [
    {
      title: 'Any number of handles',
      icon: 'sliders',
      description: 'Single values, ranges and multi-segment selections share one hook with keyboard support.',
    },
    {
      title: 'Custom steps and scales',
      icon: 'gauge',
      description: 'Snap to steps or to a list of values, and map positions through linear or logarithmic scales.',
    },
    {
      title: 'Headless',
      icon: 'box',
      description: 'Props getters wire up events and ARIA attributes; the elements and styles are yours.',
    },
  ],
}
