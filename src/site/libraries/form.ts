import { defineLibrary } from './define'

export const form = defineLibrary({
  id: 'form',
  name: 'Form',
  tagline: 'Type-safe forms with validation where you need it',
  description:
    'Headless form state with deeply typed field names and values, synchronous and asynchronous validation, and adapters for schema libraries.',
  badge: undefined,
  bgStyle: 'bg-yellow-500',
  textStyle: 'text-yellow-700 dark:text-yellow-400',
  colorFrom: 'from-yellow-500',
  colorTo: 'to-yellow-600',
  textColor: 'text-yellow-700 dark:text-yellow-400',
  repo: 'tanstack/form',
  latestVersion: 'v1',
  defaultExample: 'simple',
  frameworks: ['react', 'preact', 'vue', 'angular', 'solid', 'lit', 'svelte'],
  packages: ['@tanstack/form-core', '@tanstack/react-form', '@tanstack/vue-form'],
  featureHighlights: [
    {
      title: 'Typed field paths',
      icon: 'shield',
      description: 'Nested and array fields are addressed by paths TypeScript checks, with the value type inferred at each.',
    },
    {
      title: 'Validation on your terms',
      icon: 'form',
      description:
        'Validate on change, blur or submit, per field or per form, synchronously or against a server, with debouncing built in.',
    },
    {
      title: 'Renders only what changed',
      icon: 'gauge',
      description: 'Fields subscribe to their own slice of state, so typing in one input does not re-render the form.',
    },
  ],
})
