import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'
import type * as DocLoaders from './doc-loaders'

type DocData = Awaited<ReturnType<typeof DocLoaders.loadDocPage>>
export type DocsLayoutData = Awaited<ReturnType<typeof DocLoaders.loadDocsLayout>>

let loadedDocLoaders: typeof DocLoaders | undefined

/**
 * The loaders' code: a page the server rendered hydrates with its data, so the first load does
 * without it; it comes once the page has settled (DocsLayout), or with the first navigation in
 * the app or the router's preload on the reader's intent, whichever is first.
 */
export async function docLoaders(): Promise<typeof DocLoaders> {
  return (loadedDocLoaders ??= await import('./doc-loaders'))
}

/**
 * Runs a loader with the loaders' module, at once when it has come: awaiting `import()` again
 * costs a task, which waited behind the frame the click drew, so a page's data request started
 * some 10–40 ms after the click.
 */
function withDocLoaders<T>(run: (loaders: typeof DocLoaders) => Promise<T>): Promise<T> {
  return loadedDocLoaders ? run(loadedDocLoaders) : docLoaders().then(run)
}

/**
 * A press or a click on a link to a doc page asks for its data at once, once the loaders' code is
 * here (doc-loaders.ts; it comes when the page settles, which a reader's first press does). True
 * when it has just asked: a click then starts the navigation a task later.
 */
export function requestDocPage(...args: Parameters<typeof DocLoaders.requestDocPage>): boolean {
  return loadedDocLoaders?.requestDocPage(...args) ?? false
}

export function loadDocPage(identity: Parameters<typeof DocLoaders.loadDocPage>[0]): Promise<DocData> {
  return withDocLoaders((loaders) => loaders.loadDocPage(identity))
}

export function loadDocsLayout(identity: Parameters<typeof DocLoaders.loadDocsLayout>[0]): Promise<DocsLayoutData> {
  return withDocLoaders((loaders) => loaders.loadDocsLayout(identity))
}

/** The doc page a docs route's params name: the path after `docs/`, in the framework on the framework route. */
export function docPageOf(params: { libraryId: string; version: string; framework?: string; _splat?: string }) {
  const { libraryId, version, framework, _splat: page = '' } = params
  return framework ? { libraryId, version, framework, page } : { libraryId, version, page }
}

/** Title, description, keywords and card of a doc page; its canonical URL and its Markdown twin. */
export function docHead(matches: readonly { loaderData?: unknown }[], params: { libraryId: string; framework?: string }, loaded: DocData | undefined) {
  const library = getLibrary(params.libraryId)
  const siteName = siteNameOf(matches)
  const libraryName = `${siteName} ${library.name}`.trim()
  // A page the busy server turned down for now is not the page: nothing to index or share.
  if (loaded?.busy) return { meta: [{ title: `One moment | ${libraryName} Docs` }, { name: 'robots', content: 'noindex' }], links: [] }
  const doc = loaded
  const siteUrl = siteUrlOf(matches)
  const keywords = [libraryName, params.framework ? `${frameworkLabel(params.framework)} ${library.name}` : undefined, doc?.title, 'documentation', 'docs']
  return {
    meta: [
      ...seo({
        title: `${doc?.title ?? 'Docs'} | ${libraryName} Docs`,
        description: doc?.description ?? doc?.libraryDescription ?? library.tagline,
        keywords: keywords.filter(Boolean).join(', '),
        image: ogImageUrl(siteUrl, { title: doc?.title ?? library.name, library: library.id, label: `${libraryName} Docs` }),
      }),
      // A comparison is a view of the page, not a page of its own: the canonical stays the page.
      ...(doc?.comparison ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: doc
      ? [
          { rel: 'canonical', href: new URL(doc.canonical, siteUrl || 'http://localhost').href },
          { rel: 'alternate', type: 'text/markdown', href: doc.markdownPath },
        ]
      : [],
  }
}
