/**
 * Holds a page's JavaScript back until the browser has painted the page.
 *
 * The router's HTML asks for every module of the page at once: `modulepreload` links in the head
 * and the entry module at the end of the body. On a phone's slow network those downloads share
 * the line with the HTML and CSS the first paint needs, and the first paint waits (Lighthouse
 * mobile on the long doc: LCP 3.6 s without this step, 0.9–1.7 s with it; docs/performance.md).
 * The page is complete without JavaScript (server-rendered, links are links), so the preload
 * links come out and the entry script becomes a small inline script with the same nonce that
 * adds them once the page has been painted. The HTML is rewritten by parse5's streaming
 * rewriter, tag by tag; everything else passes through as it came. HTML without these tags
 * passes through unchanged.
 */
import { RewritingStream } from 'parse5-html-rewriting-stream'
import { htmlSafeJson } from '~/lib/html-safe-json'
import type { StartTag } from 'parse5-sax-parser'

/**
 * The inline script that adds the page's modules once the first contentful paint is on screen.
 * The paint-timing entry is the signal: a frame drawn on the main thread can reach the screen
 * much later (software raster on a slow phone), and a download started in between would still
 * compete with it. Without paint timing, or when nothing contentful is painted (an empty page,
 * a tab opened in the background), the modules follow the first frame after a short wait.
 */
export function afterPaintLoader(preloads: readonly string[], entry: string): string {
  return (
    `(function(d,m,e){var done=0;function go(){if(done)return;done=1;` +
    // One insertion for all of them: the head changing once per link costs a phone ~5 ms each.
    `var f=d.createDocumentFragment();m.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;f.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.src=e;f.appendChild(s);d.head.appendChild(f)}` +
    `var P=window.PerformanceObserver,paint=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0;` +
    `if(paint)new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});` +
    `requestAnimationFrame(function(){setTimeout(go,paint?2000:0)})})(document,${htmlSafeJson(preloads)},${htmlSafeJson(entry)})`
  )
}

const attribute = (tag: StartTag, name: string) => tag.attrs.find((attr) => attr.name === name)?.value

/** A rewriting stream (strings in, strings out) for one page. */
export function deferredScriptsRewriter(): RewritingStream {
  const rewriter = new RewritingStream()
  const preloads: string[] = []
  let entryDone = false
  rewriter.on('startTag', (tag, raw) => {
    const href = attribute(tag, 'href')
    const src = attribute(tag, 'src')
    if (tag.tagName === 'link' && attribute(tag, 'rel') === 'modulepreload' && href) preloads.push(href)
    else if (tag.tagName === 'script' && attribute(tag, 'type') === 'module' && src && !entryDone) {
      entryDone = true
      const nonce = attribute(tag, 'nonce')
      rewriter.emitRaw(`<script${nonce ? ` nonce="${nonce}"` : ''}>${afterPaintLoader(preloads, src)}`)
    } else rewriter.emitRaw(raw)
  })
  return rewriter
}

function isHtml(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return response.body !== null && !response.headers.has('content-encoding') && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
}

/** The response with its page's scripts held back until the first paint (HTML only; streams keep streaming). */
export function deferScriptsUntilPainted(response: Response): Response {
  if (!isHtml(response)) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const rewriter = deferredScriptsRewriter()
  const rewrite = new TransformStream<string, string>({
    start: (controller) => void rewriter.on('data', (chunk: string) => controller.enqueue(chunk)),
    transform: (chunk) => void rewriter.write(chunk),
    flush: () => new Promise<void>((resolve, reject) => rewriter.once('end', resolve).once('error', reject).end()),
  })
  const body = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(rewrite).pipeThrough(new TextEncoderStream())
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
