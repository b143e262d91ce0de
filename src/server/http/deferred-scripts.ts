/**
 * Holds a page's JavaScript back until the browser has painted the page.
 *
 * The router's HTML asks for every module of the page at once: `modulepreload` links in the head
 * and the entry module at the end of the body. On a phone's slow network those downloads share
 * the line with the HTML and CSS the first paint needs, and the first paint waits. The page is
 * complete without JavaScript (server-rendered, links are links), so this rewrite takes the
 * preload links out and puts, in place of the entry script, a small inline script with the
 * same nonce that adds the same preload links and entry script to the head once the page has
 * been painted. The modules still download in parallel, a moment later; the page then hydrates
 * as before. HTML without these tags passes through unchanged.
 */

import { htmlSafeJson } from '~/lib/html-safe-json'

const preloadLink = /<link rel="modulepreload" href="([^"<>]+)"[^<>]*>/g
const entryScript = /<script type="module" async="" src="([^"<>]+)" nonce="([^"<>]+)"><\/script>/
const entryScriptStart = '<script type="module"'
/** Text held back across chunks is a tag cut in two, never more than this. */
const longestHeldTag = 4096

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

/** Rewrites one HTML page given in pieces; what `push` returns is ready to send. */
export class DeferredScriptsRewriter {
  private readonly preloads: string[] = []
  private held = ''
  private done = false

  push(text: string): string {
    const pending = this.held + text
    const cut = this.done ? pending.length : this.safeEnd(pending)
    this.held = pending.slice(cut)
    return this.rewrite(pending.slice(0, cut))
  }

  end(): string {
    const rest = this.rewrite(this.held)
    this.held = ''
    return rest
  }

  /** Where the text can be cut without splitting a tag this rewrite looks for. */
  private safeEnd(text: string): number {
    let cut = text.length
    const lastOpen = text.lastIndexOf('<')
    if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
    const entryStart = text.lastIndexOf(entryScriptStart)
    if (entryStart !== -1 && text.indexOf('</script>', entryStart) === -1) cut = Math.min(cut, entryStart)
    return text.length - cut > longestHeldTag ? text.length : cut
  }

  private rewrite(text: string): string {
    if (this.done) return text
    const withoutPreloads = text.replace(preloadLink, (_tag, href: string) => {
      this.preloads.push(href)
      return ''
    })
    const entry = entryScript.exec(withoutPreloads)
    if (!entry) return withoutPreloads
    this.done = true
    const [tag, src, nonce] = entry
    const loader = `<script nonce="${nonce}">${afterPaintLoader(this.preloads, src!)}</script>`
    return withoutPreloads.slice(0, entry.index) + loader + withoutPreloads.slice(entry.index + tag.length)
  }
}

function isHtml(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return response.body !== null && !response.headers.has('content-encoding') && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
}

/** The response with its page's scripts held back until the first paint (HTML only; streams keep streaming). */
export function deferScriptsUntilPainted(response: Response): Response {
  if (!isHtml(response)) return response
  const rewriter = new DeferredScriptsRewriter()
  const rewrite = new TransformStream<string, string>({
    transform(chunk, controller) {
      const ready = rewriter.push(chunk)
      if (ready) controller.enqueue(ready)
    },
    flush(controller) {
      const rest = rewriter.end()
      if (rest) controller.enqueue(rest)
    },
  })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const body = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(rewrite).pipeThrough(new TextEncoderStream())
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
