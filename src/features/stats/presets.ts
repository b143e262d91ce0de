import type { PackageGroup } from './search-params'

export type Preset = { title: string; groups: PackageGroup[] }

/** A comparison of single packages, each drawn in the colour it is given, in the order written. */
function comparison(title: string, colours: Record<string, string>): Preset {
  return { title, groups: Object.entries(colours).map(([name, color]) => ({ packages: [name], color })) }
}

/** Comparisons one click away: each library against the common choices of its field. */
export const presets: Preset[] = [
  comparison('Data fetching', { '@tanstack/react-query': '#ff4500', swr: '#1f2937', '@apollo/client': '#7c3aed', '@trpc/client': '#2563eb' }),
  comparison('State management', { '@tanstack/store': '#92400e', zustand: '#f59e0b', jotai: '#6b7280', redux: '#7c3aed', mobx: '#ea580c' }),
  comparison('Routing', { '@tanstack/react-router': '#10b981', 'react-router': '#ef4444', wouter: '#8b5cf6' }),
  comparison('Tables', { '@tanstack/react-table': '#0ea5e9', 'ag-grid-community': '#f97316', 'react-data-grid': '#6366f1' }),
  comparison('Forms', { '@tanstack/react-form': '#eab308', 'react-hook-form': '#ec4899', formik: '#2563eb', 'react-final-form': '#dc2626' }),
  comparison('Virtualisation', { '@tanstack/react-virtual': '#a855f7', 'react-window': '#22c55e', 'react-virtuoso': '#f43f5e', 'react-virtualized': '#0ea5e9' }),
]

/** Colours for groups that have none of their own. */
export const palette = ['#3b82f6', '#ff4500', '#10b981', '#a855f7', '#eab308', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#ef4444', '#0ea5e9']

export function colorOf(group: PackageGroup, index: number): string {
  return group.color ?? palette[index % palette.length]!
}
