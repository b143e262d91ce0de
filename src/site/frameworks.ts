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

const byValue = new Map(frameworkOptions.map((f) => [f.value, f]))

export function isFrameworkValue(value: string): value is FrameworkValue {
  return byValue.has(value as FrameworkValue)
}

export function getFrameworkOption(value: string): FrameworkOption | undefined {
  return byValue.get(value as FrameworkValue)
}

/** The options of the given framework values, in catalogue order. */
export function getFrameworkOptions(values: readonly string[]): FrameworkOption[] {
  if (!Array.isArray(values)) throw new Error('frameworkOptions is not defined')
  return frameworkOptions.filter((f) => values.includes(f.value))
}

/** A framework's label: the catalogue's, or for a value it does not know (`alpine`), the value capitalised. */
export function frameworkLabel(value: string): string {
  return getFrameworkOption(value)?.label ?? (value ? value[0]!.toUpperCase() + value.slice(1) : value)
}
