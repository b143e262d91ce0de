import type { PackageGroup } from './search-params'

export type Preset = { title: string; groups: PackageGroup[] }

/** A comparison of single packages, each drawn in the colour it is given, in the order written. */
function comparison(title: string, colours: Record<string, string>): Preset {
  return { title, groups: Object.entries(colours).map(([name, color]) => ({ packages: [name], color })) }
}

/**
 * The chart's backgrounds: every colour below keeps a contrast of at least 3:1 against both, so a
 * line is seen in light and in dark mode (presets.test.ts computes it).
 */
export const chartBackgrounds = { light: '#ffffff', dark: '#030712' } as const

/** Comparisons one click away: each library against the common choices of its field. */
export const presets: Preset[] = [
  comparison('Data fetching', { '@tanstack/react-query': '#ff4500', swr: '#64748b', '@apollo/client': '#7c3aed', '@trpc/client': '#2563eb' }),
  comparison('State management', { '@tanstack/store': '#b45309', zustand: '#0d9488', jotai: '#6b7280', redux: '#7c3aed', mobx: '#ea580c' }),
  comparison('Routing', { '@tanstack/react-router': '#059669', 'react-router': '#ef4444', wouter: '#8b5cf6' }),
  comparison('Tables', { '@tanstack/react-table': '#0284c7', 'ag-grid-community': '#ea580c', 'react-data-grid': '#6366f1' }),
  comparison('Forms', { '@tanstack/react-form': '#a16207', 'react-hook-form': '#ec4899', formik: '#2563eb', 'react-final-form': '#dc2626' }),
  comparison('Virtualisation', {
    '@tanstack/react-virtual': '#a855f7',
    'react-window': '#16a34a',
    'react-virtuoso': '#f43f5e',
    'react-virtualized': '#0284c7',
  }),
]

/** Colours for groups that have none of their own (at least 3:1 against both backgrounds, like the presets'). */
export const palette = ['#3b82f6', '#ff4500', '#059669', '#a855f7', '#a16207', '#ec4899', '#0d9488', '#b45309', '#6366f1', '#65a30d', '#ef4444', '#0284c7']

export function colorOf(group: PackageGroup, index: number): string {
  return group.color ?? palette[index % palette.length]!
}
