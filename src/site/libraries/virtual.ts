import { defineLibrary } from './define'

export const virtual = defineLibrary({
  id: 'virtual',
  name: 'Virtual',
  tagline: 'Render huge lists and grids at 60 frames per second',
  description:
    'Headless virtualisation for lists, grids and tables in any direction, with dynamic item sizes, sticky items and smooth scrolling to any index.',
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
  packages: ['@tanstack/virtual-core', '@tanstack/react-virtual'],
  featureHighlights: [
    {
      title: 'Only what is visible',
      icon: 'scroll',
      description: 'Keep the DOM small by rendering the items in view plus a margin, whatever the size of the data.',
    },
    {
      title: 'Measured sizes',
      icon: 'sliders',
      description: 'Items may have any height or width; they are measured as they render and the scroll stays stable.',
    },
    {
      title: 'Bring your markup',
      icon: 'box',
      description: 'No components to restyle: you get positions and sizes and render the elements you want.',
    },
  ],
})
