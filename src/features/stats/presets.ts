import type { PackageGroup } from './search-params'

export type Preset = { title: string; groups: PackageGroup[] }

/** Comparisons one click away: each library against the common choices of its field. */
export const presets: Preset[] = [
  {
    title: 'Data fetching',
    groups: [
      { packages: ['@tanstack/react-query'], color: '#ff4500' },
      { packages: ['swr'], color: '#1f2937' },
      { packages: ['@apollo/client'], color: '#7c3aed' },
      { packages: ['@trpc/client'], color: '#2563eb' },
    ],
  },
  {
    title: 'State management',
    groups: [
      { packages: ['@tanstack/store'], color: '#92400e' },
      { packages: ['zustand'], color: '#f59e0b' },
      { packages: ['jotai'], color: '#6b7280' },
      { packages: ['redux'], color: '#7c3aed' },
      { packages: ['mobx'], color: '#ea580c' },
    ],
  },
  {
    title: 'Routing',
    groups: [
      { packages: ['@tanstack/react-router'], color: '#10b981' },
      { packages: ['react-router'], color: '#ef4444' },
      { packages: ['wouter'], color: '#8b5cf6' },
    ],
  },
  {
    title: 'Tables',
    groups: [
      { packages: ['@tanstack/react-table'], color: '#0ea5e9' },
      { packages: ['ag-grid-community'], color: '#f97316' },
      { packages: ['react-data-grid'], color: '#6366f1' },
    ],
  },
  {
    title: 'Forms',
    groups: [
      { packages: ['@tanstack/react-form'], color: '#eab308' },
      { packages: ['react-hook-form'], color: '#ec4899' },
      { packages: ['formik'], color: '#2563eb' },
      { packages: ['react-final-form'], color: '#dc2626' },
    ],
  },
  {
    title: 'Virtualisation',
    groups: [
      { packages: ['@tanstack/react-virtual'], color: '#a855f7' },
      { packages: ['react-window'], color: '#22c55e' },
      { packages: ['react-virtuoso'], color: '#f43f5e' },
      { packages: ['react-virtualized'], color: '#0ea5e9' },
    ],
  },
]

/** Colours for groups that have none of their own. */
export const palette = ['#3b82f6', '#ff4500', '#10b981', '#a855f7', '#eab308', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#ef4444', '#0ea5e9']

export function colorOf(group: PackageGroup, index: number): string {
  return group.color ?? palette[index % palette.length]!
}
