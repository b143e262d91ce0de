import type { LibraryCopy } from '../types'

export const virtualCopy: LibraryCopy = {
  description: 'Headless virtualisation for lists, grids and tables in any direction, with dynamic item sizes, sticky items and smooth scrolling to any index.',
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
}
