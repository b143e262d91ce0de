// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Sidebar } from '~/features/docs/Sidebar'
import { InPageSidebar, inPageSidebarAdapter, readSidebarMarkup, sectionsOf } from './in-page-sidebar'
import { querySidebar as sections } from '../../../tests/support/sidebar'

/** The sidebar as the server renders it, inside a router as the site's is. */
function serverMarkup(currentPath: string): string {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderToString(
    <RouterContextProvider router={router}>
      <Sidebar sections={sections} currentPath={currentPath} />
    </RouterContextProvider>,
  )
}

describe('the sidebar carried by the page', () => {
  it('reads back from the server-rendered sidebar exactly the sections it was rendered from', () => {
    for (const currentPath of ['/query/latest/docs/framework/react/overview', '/query/latest/docs/framework/react/plugins/persistQueryClient']) {
      document.body.innerHTML = serverMarkup(currentPath)
      expect(readSidebarMarkup(document.querySelector('[data-sidebar]')!)).toEqual(sections)
    }
  })

  it('travels in the hydration data as a marker only, and is read from the page on first use', () => {
    const sent = inPageSidebarAdapter.toSerializable(new InPageSidebar(sections))
    expect(JSON.stringify(sent)).not.toContain('Overview')
    const received = inPageSidebarAdapter.fromSerializable(sent)
    expect(inPageSidebarAdapter.test(received)).toBe(true)
    expect(inPageSidebarAdapter.test(sections)).toBe(false)
    document.body.innerHTML = serverMarkup('/')
    expect(sectionsOf(received)).toEqual(sections)
    // Kept from the first read: what the page shows later does not change it.
    document.body.innerHTML = ''
    expect(sectionsOf(received)).toEqual(sections)
    expect(sectionsOf(sections)).toBe(sections)
  })
})
