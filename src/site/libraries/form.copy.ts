import type { LibraryCopy } from '../types'

export const formCopy: LibraryCopy = {
  description: 'Headless form state with deeply typed field names and values, synchronous and asynchronous validation, and adapters for schema libraries.',
  featureHighlights: [
    {
      title: 'Typed field paths',
      icon: 'shield',
      description: 'Nested and array fields are addressed by paths TypeScript checks, with the value type inferred at each.',
    },
    {
      title: 'Validation on your terms',
      icon: 'form',
      description: 'Validate on change, blur or submit, per field or per form, synchronously or against a server, with debouncing built in.',
    },
    {
      title: 'Renders only what changed',
      icon: 'gauge',
      description: 'Fields subscribe to their own slice of state, so typing in one input does not re-render the form.',
    },
  ],
}
