/**
 * A page's JavaScript, held back until the browser has painted the page.
 *
 * The router would ask for every module of the page at once: `modulepreload` links in the head
 * and the entry module at the end of the body. On a phone's slow network those downloads share
 * the line with the HTML and CSS the first paint needs, and the paint waits (measured with Lighthouse, `npm run bench`).
 * The page is complete without JavaScript (server-rendered, links are links), so the document
 * renders the router's head and body tags itself, without the preloads and with a small inline
 * script in place of the entry that adds them all once the page is painted. Nothing rewrites the
 * HTML afterwards: these components are what renders it.
 */
import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'
import { isServer } from '@tanstack/router-core/isServer'
import { htmlSafeJson } from '~/lib/html-safe-json'

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
    `requestAnimationFrame(function(){setTimeout(go,paint?2000:0)})` +
    // Gone from the document before React hydrates it, like the router's own inline scripts.
    `;d.currentScript&&d.currentScript.remove()})(document,${htmlSafeJson(preloads)},${htmlSafeJson(entry)})`
  )
}

type Tag = ReturnType<typeof useTags>[number]

const isModulePreload = (tag: Tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'

/** The router's head tags (`HeadContent`), without the module preloads the loader adds later. */
export function HeadWithoutPreloads() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {tags
        .filter((tag) => !isModulePreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
    </>
  )
}

/**
 * The router's body scripts (`Scripts`), with the entry module replaced by the after-paint
 * loader. Server only: every one of these scripts removes itself once run, so in the browser
 * there is nothing left to render.
 */
export function ScriptsAfterPaint() {
  const router = useRouter()
  // In the browser not even subscribed to the head's tags: `useTags` works them out again at every
  // step of a client navigation (each route's `beforeLoad`), before the page's data is asked for.
  return (isServer ?? router.isServer) ? <ServerScriptsAfterPaint /> : null
}

function ServerScriptsAfterPaint() {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  const preloads = useTags()
    .filter(isModulePreload)
    .map((tag) => String(tag.attrs?.href))
  const matches = router.stores.matches.get()
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(matches, router.ssr?.manifest, nonce, { suppressHydrationWarning: true })
  const entry = manifestScripts.find((script) => typeof script.attrs?.src === 'string')
  const loader = entry && { tag: 'script' as const, attrs: { nonce }, children: afterPaintLoader(preloads, String(entry.attrs!.src)) }
  // The loader takes the entry's place: the router's order of its scripts stays as it is.
  const withLoader = manifestScripts.map((script) => (script === entry && loader ? loader : script))
  const scripts = composeSsrBodyScripts([routeScripts, withLoader], router.serverSsr?.takeInitialHydrationScriptTags())
  return (
    <>
      {scripts.map((asset, index) =>
        asset === loader ? (
          <script key="after-paint" nonce={nonce} dangerouslySetInnerHTML={{ __html: asset.children! }} suppressHydrationWarning />
        ) : (
          <Asset {...asset} key={`tsr-scripts-${asset.tag}-${index}`} />
        ),
      )}
    </>
  )
}
