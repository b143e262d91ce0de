import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { afterPaintLoader, deferScriptsUntilPainted } from './deferred-scripts'

const nonce = 'n0nce-AbC_12'
const page =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8" nonce="${nonce}"/>` +
  `<link rel="stylesheet" href="/assets/styles.css" nonce="${nonce}" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/react-B.js" fetchPriority="low" nonce="${nonce}"/>` +
  `<title>A page</title></head><body><main><p>Text &lt;script type="module"&gt; in prose</p></main>` +
  `<script nonce="${nonce}">$_TSR={}</script>` +
  `<script type="module" async="" src="/assets/index-A.js" nonce="${nonce}"></script>` +
  `<script nonce="${nonce}">document.currentScript.remove()</script></body></html>`

/** The page rewritten, given to the rewriter in pieces cut at `cuts` (character offsets). */
async function rewriteInPieces(html: string, cuts: number[]): Promise<string> {
  const pieces = [...cuts, html.length].map((cut, i, all) => html.slice(i === 0 ? 0 : all[i - 1], cut))
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
      controller.close()
    },
  })
  return deferScriptsUntilPainted(new Response(body, { headers: { 'content-type': 'text/html' } })).text()
}

/** Runs the loader against a stand-in document and reports what it added, and when. */
function runLoader(code: string, { paintTiming }: { paintTiming: boolean }) {
  const added: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = []
  let insertions = 0
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback)
    }
  }
  type Added = (typeof added)[number]
  const document = {
    createElement: (tag: string) => ({ tag }),
    createDocumentFragment: () => {
      const children: Added[] = []
      return { children, appendChild: (element: Added) => children.push(element) }
    },
    // The loader adds everything at once, in a fragment; the head counts each insertion.
    head: {
      appendChild: (node: Added | { children: Added[] }) => {
        insertions++
        if ('children' in node) added.push(...node.children)
        else added.push(node)
      },
    },
  }
  runInNewContext(code, {
    document,
    window: { PerformanceObserver: paintTiming ? FakeObserver : undefined },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  })
  return {
    added,
    insertions: () => insertions,
    nextFrame: () => frames.splice(0).forEach((run) => run()),
    timers,
    firstContentfulPaint: () => observers.forEach((observe) => observe({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
  }
}

describe('deferring scripts', () => {
  it('takes the module preloads out and loads them and the entry from an inline script with the page nonce', async () => {
    const out = await rewriteInPieces(page, [])
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).not.toContain('<script type="module"')
    expect(out).toContain('<link rel="stylesheet" href="/assets/styles.css"')
    expect(out).toContain('Text &lt;script type="module"&gt; in prose')
    const loader = `<script nonce="${nonce}">${afterPaintLoader(['/assets/index-A.js', '/assets/react-B.js'], '/assets/index-A.js')}</script>`
    expect(out).toContain(`<script nonce="${nonce}">$_TSR={}</script>${loader}<script nonce="${nonce}">document.currentScript.remove()</script>`)
  })

  it('gives the same page however the HTML is cut into chunks', async () => {
    const whole = await rewriteInPieces(page, [])
    for (let cut = 1; cut < page.length; cut += 7) expect(await rewriteInPieces(page, [cut])).toBe(whole)
    const everyCharacter = Array.from({ length: page.length - 1 }, (_, i) => i + 1)
    expect(await rewriteInPieces(page, everyCharacter)).toBe(whole)
  })

  it('passes HTML without module scripts through unchanged, and leaves script text and prose alone', async () => {
    const plain = `<html><body><p>${'a <b> c '.repeat(10)}</p><script>if (a < b) x = "<script type=\\"module\\" src=\\"y\\">"</script></body></html>`
    expect(await rewriteInPieces(plain, [7, 20, 50])).toBe(plain)
  })
})

describe('afterPaintLoader', () => {
  it('adds the preloads, then the entry module, once the first contentful paint is reported', () => {
    const loader = runLoader(afterPaintLoader(['/assets/a.js', '/assets/b.js'], '/assets/a.js'), { paintTiming: true })
    loader.nextFrame()
    expect(loader.added).toEqual([])
    loader.firstContentfulPaint()
    expect(loader.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
      { tag: 'script', type: 'module', src: '/assets/a.js' },
    ])
    expect(loader.insertions()).toBe(1)
    // The fallback timer, when it fires later, adds nothing twice.
    loader.timers.forEach((timer) => timer.run())
    expect(loader.added).toHaveLength(3)
  })

  it('falls back to a timer after the first frame when nothing contentful is painted', () => {
    const loader = runLoader(afterPaintLoader([], '/assets/a.js'), { paintTiming: true })
    loader.nextFrame()
    expect(loader.timers.map((timer) => timer.ms)).toEqual([2000])
    loader.timers[0]!.run()
    expect(loader.added).toEqual([{ tag: 'script', type: 'module', src: '/assets/a.js' }])
  })

  it('loads right after the first frame in browsers without paint timing', () => {
    const loader = runLoader(afterPaintLoader([], '/assets/a.js'), { paintTiming: false })
    expect(loader.added).toEqual([])
    loader.nextFrame()
    expect(loader.timers.map((timer) => timer.ms)).toEqual([0])
    loader.timers[0]!.run()
    expect(loader.added).toHaveLength(1)
  })

  it('cannot end its own script element, whatever the asset names hold', () => {
    const code = afterPaintLoader(['/assets/</script><script>alert(1)</script>.js'], '/a.js')
    expect(code).not.toContain('</script>')
    const loader = runLoader(code, { paintTiming: false })
    loader.nextFrame()
    loader.timers[0]!.run()
    expect(loader.added[0]?.href).toBe('/assets/</script><script>alert(1)</script>.js')
  })
})

describe('deferScriptsUntilPainted', () => {
  it('rewrites a streamed HTML response and drops its now wrong length', async () => {
    const html = page.replace('A page', 'Ä page')
    const bytes = new TextEncoder().encode(html)
    const insideTheUmlaut = Buffer.from(html.slice(0, html.indexOf('Ä'))).length + 1
    const insideATag = Buffer.from(html.slice(0, html.indexOf('<script type="module"'))).length + 10
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        let from = 0
        for (const cut of [insideTheUmlaut, insideATag, bytes.length]) {
          controller.enqueue(bytes.subarray(from, cut))
          from = cut
        }
        controller.close()
      },
    })
    const response = deferScriptsUntilPainted(new Response(chunked, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(bytes.length) } }))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-length')).toBeNull()
    const text = await response.text()
    expect(text).toContain('<title>Ä page</title>')
    expect(text).toBe(await rewriteInPieces(html, []))
  })

  it('leaves other responses alone', async () => {
    const json = new Response('{"a":"<script type=\\"module\\" async=\\"\\" src=\\"x\\" nonce=\\"y\\"></script>"}', { headers: { 'content-type': 'application/json' } })
    expect(deferScriptsUntilPainted(json)).toBe(json)
    const gzipped = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })
    expect(deferScriptsUntilPainted(gzipped)).toBe(gzipped)
  })
})
