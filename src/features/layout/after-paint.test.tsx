/**
 * The after-paint components render the router's own head and body tags with one change: the
 * module preloads and the entry module wait for the first paint. This compares them with the
 * router's `<HeadContent>` and `<Scripts>` on one fixture, so a router upgrade that changes
 * what those render fails here instead of silently dropping or duplicating a script.
 */
import { createMemoryHistory, createRootRoute, createRouter, HeadContent, RouterProvider, Scripts } from '@tanstack/react-router'
import { attachRouterServerSsrUtils } from '@tanstack/router-core/ssr/server'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { afterPaintLoader, HeadWithoutPreloads, ScriptsAfterPaint } from './after-paint'

const NONCE = 'fixture-nonce'
const ENTRY = '/assets/entry-abc.js'
const PRELOADS = ['/assets/framework-def.js', '/assets/route-ghi.js']

/** The fixture page rendered on the server with `body` where the layout puts its scripts. */
async function renderFixture(head: () => ReactNode, body: () => ReactNode): Promise<string> {
  const root = createRootRoute({
    head: () => ({ meta: [{ title: 'Fixture' }, { name: 'description', content: 'A page' }] }),
    scripts: () => [{ children: 'window.__routeScript = 1' }],
    component: () => (
      <>
        <div data-head="">{head()}</div>
        <main>page</main>
        <div data-body="">{body()}</div>
      </>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true, ssr: { nonce: NONCE } })
  attachRouterServerSsrUtils({
    router,
    manifest: {
      routes: {
        __root__: {
          preloads: PRELOADS.map((href) => ({ href })),
          scripts: [{ attrs: { type: 'module', async: true, src: ENTRY } }, { attrs: {}, children: 'window.__manifestScript = 1' }],
        },
      },
    } as never,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

const part = (html: string, name: 'body') => new RegExp(`<div data-${name}="">([\\s\\S]*?)</div>`).exec(html)?.[1] ?? ''
const moduleScript = /<script type="module"[^>]*src="\/assets\/entry-abc\.js"[^>]*><\/script>/
const preloadLinks = /<link rel="modulepreload"[^>]*>/g

describe('after-paint tags against the router’s own', () => {
  it('render the router’s body scripts in the same order, with the entry module swapped for the loader', async () => {
    const router = part(
      await renderFixture(
        () => null,
        () => <Scripts />,
      ),
      'body',
    )
    const ours = part(
      await renderFixture(
        () => null,
        () => <ScriptsAfterPaint />,
      ),
      'body',
    )
    // The fixture's scripts are there in the router's rendering: the comparison means something.
    expect(router).toMatch(moduleScript)
    expect(router).toContain('window.__routeScript = 1')
    expect(router).toContain('window.__manifestScript = 1')
    const loader = `<script nonce="${NONCE}">${afterPaintLoader(PRELOADS, ENTRY)}</script>`
    expect(ours).toBe(router.replace(moduleScript, loader))
  })

  it('render the router’s head tags without the module preloads, which the loader adds', async () => {
    // React hoists title, meta and link elements to the start of the rendering: the whole of it is compared.
    const router = await renderFixture(
      () => <HeadContent />,
      () => null,
    )
    const ours = await renderFixture(
      () => <HeadWithoutPreloads />,
      () => null,
    )
    expect(router.match(preloadLinks)?.length).toBe(PRELOADS.length)
    expect(router).toContain('<title>Fixture</title>')
    expect(ours).toBe(router.replace(preloadLinks, ''))
  })
})
