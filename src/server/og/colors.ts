import type { Library } from '~/site/types'

/** Hex values of the Tailwind shades the catalogue uses for library colours. */
const palette: Record<string, string> = {
  'gray-500': '#6b7280',
  'gray-700': '#374151',
  'yellow-500': '#eab308',
  'yellow-600': '#ca8a04',
  'lime-500': '#84cc16',
  'green-600': '#16a34a',
  'red-500': '#ef4444',
  'amber-500': '#f59e0b',
  'pink-500': '#ec4899',
  'fuchsia-500': '#d946ef',
  'emerald-500': '#10b981',
  'cyan-500': '#06b6d4',
  'teal-500': '#14b8a6',
  'stone-500': '#78716c',
  'stone-700': '#44403c',
  'blue-600': '#2563eb',
  'rose-500': '#f43f5e',
  'violet-600': '#7c3aed',
  'sky-500': '#0ea5e9',
}

export const siteColors = { from: palette['emerald-500']!, to: palette['sky-500']! }

/** The hex colour of a Tailwind gradient class such as "from-red-500", if known. */
export function hexOfTailwindClass(className: string): string | undefined {
  return palette[className.replace(/^(from|to|via|bg|text)-/, '')]
}

/** The two colours of a library's gradient, or the site's own. */
export function cardColors(library: Pick<Library, 'colorFrom' | 'colorTo'> | undefined): { from: string; to: string } {
  if (!library) return siteColors
  return { from: hexOfTailwindClass(library.colorFrom) ?? siteColors.from, to: hexOfTailwindClass(library.colorTo) ?? siteColors.to }
}
