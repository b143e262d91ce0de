import { defineLibrary } from './define'

export const ranger = defineLibrary({
  id: 'ranger',
  name: 'Ranger',
  tagline: 'Headless range and multi-range sliders',
  description:
    'The logic of range inputs with any number of handles, steps, ticks and custom scales, leaving the look of the slider to you.',
  badge: undefined,
  bgStyle: 'bg-pink-500',
  textStyle: 'text-pink-700 dark:text-pink-400',
  colorFrom: 'from-pink-500',
  colorTo: 'to-fuchsia-500',
  textColor: 'text-pink-700 dark:text-pink-400',
  repo: 'tanstack/ranger',
  latestVersion: 'v0',
  defaultDocs: 'overview',
  defaultExample: 'basic',
  frameworks: ['react'],
  packages: ['@tanstack/ranger', '@tanstack/react-ranger'],
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
})
