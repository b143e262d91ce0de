// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { PackageDownloads } from '~/lib/stats/downloads'
import { downloadsQueryKey, useDownloads } from './useDownloads'

/** React Query tells its observers on the next tick; this waits for that and the re-render. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const downloads = (name: string, counts: number[]): PackageDownloads => ({ package: name, status: 'ok', start: '2026-01-01', end: '2026-01-03', counts })

function setUp() {
  // Seeded and fresh for ten minutes: the hook never fetches here.
  const client = new QueryClient()
  client.setQueryData(downloadsQueryKey('react', '30-days'), downloads('react', [1, 2, 3]))
  client.setQueryData(downloadsQueryKey('vue', '30-days'), downloads('vue', [4, 5, 6]))
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const hook = renderHook(({ names }: { names: string[] }) => useDownloads(names, '30-days'), { wrapper, initialProps: { names: ['react', 'vue'] } })
  return { client, hook }
}

describe('useDownloads', () => {
  it('gives each package its state', () => {
    const { hook } = setUp()
    expect(hook.result.current.get('react')).toEqual({ status: 'ok', data: downloads('react', [1, 2, 3]) })
    expect([...hook.result.current.keys()]).toEqual(['react', 'vue'])
  })

  it('keeps the same map while nothing the page shows changes, so the page and chart are not redrawn', async () => {
    const { client, hook } = setUp()
    const first = hook.result.current
    // The same names in a new array, and a query updated with equal figures (a new result object).
    hook.rerender({ names: ['react', 'vue'] })
    const updatedAt = client.getQueryState(downloadsQueryKey('vue', '30-days'))?.dataUpdatedAt ?? 0
    await new Promise((resolve) => setTimeout(resolve, 5))
    client.setQueryData(downloadsQueryKey('vue', '30-days'), downloads('vue', [4, 5, 6]))
    await settle()
    expect(client.getQueryState(downloadsQueryKey('vue', '30-days'))?.dataUpdatedAt).toBeGreaterThan(updatedAt)
    expect(hook.result.current).toBe(first)
  })

  it('gives a new map when a figure changes', async () => {
    const { client, hook } = setUp()
    const first = hook.result.current
    client.setQueryData(downloadsQueryKey('vue', '30-days'), downloads('vue', [4, 5, 7]))
    await settle()
    expect(hook.result.current).not.toBe(first)
    expect(hook.result.current.get('vue')).toEqual({ status: 'ok', data: downloads('vue', [4, 5, 7]) })
    expect(hook.result.current.get('react')).toBe(first.get('react'))
  })
})
