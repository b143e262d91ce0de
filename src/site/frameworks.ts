import type { FrameworkOption, FrameworkValue } from './types'

export const frameworkOptions: FrameworkOption[] = [
  { label: 'React', value: 'react', logo: '/images/frameworks/react.svg', color: 'bg-sky-500' },
  { label: 'Preact', value: 'preact', logo: '/images/frameworks/preact.svg', color: 'bg-violet-500' },
  { label: 'Vue', value: 'vue', logo: '/images/frameworks/vue.svg', color: 'bg-emerald-500' },
  { label: 'Angular', value: 'angular', logo: '/images/frameworks/angular.svg', color: 'bg-red-500' },
  { label: 'Solid', value: 'solid', logo: '/images/frameworks/solid.svg', color: 'bg-blue-600' },
  { label: 'Lit', value: 'lit', logo: '/images/frameworks/lit.svg', color: 'bg-indigo-500' },
  { label: 'Svelte', value: 'svelte', logo: '/images/frameworks/svelte.svg', color: 'bg-orange-500' },
  { label: 'Qwik', value: 'qwik', logo: '/images/frameworks/qwik.svg', color: 'bg-cyan-500' },
  { label: 'Vanilla', value: 'vanilla', logo: '/images/frameworks/vanilla.svg', color: 'bg-yellow-500' },
]

/**
 * How the site shows any framework value a repository uses: the catalogue's option for the
 * nine it knows, else the value capitalised with a neutral colour and no logo.
 */
export type FrameworkDisplay = { value: string; label: string; logo?: string; color: string }

const byValue = new Map(frameworkOptions.map((f) => [f.value, f]))

export function isFrameworkValue(value: string): value is FrameworkValue {
  return byValue.has(value as FrameworkValue)
}

export function getFrameworkOption(value: string): FrameworkOption | undefined {
  return byValue.get(value as FrameworkValue)
}

/** Position of a known framework in the catalogue's list, -1 for any other value. */
export function frameworkOrder(value: string): number {
  return frameworkOptions.findIndex((f) => f.value === value)
}

/** `alpine` → `Alpine`, `vanilla-js` → `Vanilla Js`. */
export function capitalizeFramework(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

export function frameworkDisplay(value: string): FrameworkDisplay {
  return getFrameworkOption(value) ?? { value, label: capitalizeFramework(value) || value, color: 'bg-gray-500' }
}

export function frameworkLabel(value: string): string {
  return frameworkDisplay(value).label
}
