import { notFound, redirect } from '@tanstack/react-router'
import { libraryNotFound } from './library-not-found'
import { inPageSidebar } from '~/lib/docs/in-page-sidebar'
import { missingPageHref } from '~/lib/docs/missing-page'
import { frameworkInPath } from '~/lib/docs/paths'
import { inPageHtml } from '~/lib/in-page-html'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'
import { loadDocExtras, loadSidebarMarks } from '~/features/changes/compare-route'
import { getDocPageFn, getDocsVersionFn } from './docs.functions'

type DocData = Awaited<ReturnType<typeof loadDocPage>>
export type DocsLayoutData = Awaited<ReturnType<typeof loadDocsLayout>>

/** The doc page a docs route's params name: the path after `docs/`, in the framework on the framework route. */
export function docPageOf(params: { libraryId: string; version: string; framework?: string; _splat?: string }) {
  const { libraryId, version, framework, _splat: page = '' } = params
  return framework ? { libraryId, version, framework, page } : { libraryId, version, page }
}

/**
 * Loads the doc page a route names by its identity. A page the version does not have sends the
 * reader to the version's default doc, keeping the query string and naming the missing page;
 * with none, it is a 404.
 */
function withSearch(href: string, searchStr: string): string {
  return searchStr && searchStr !== '?' ? `${href}${searchStr.startsWith('?') ? '' : '?'}${searchStr}` : href
}

export async function loadDocPage(identity: { libraryId: string; version: string; framework?: string; page: string; searchStr: string; pathname: string }) {
  const { searchStr, pathname, ...data } = identity
  const result = await getDocPageFn({ data })
  // `?from=reactTableV7` and the like travel on, with the page asked for (the notice says it is missing).
  if (result.kind === 'redirect' && result.failed) throw redirect({ href: withSearch(result.href, searchStr) })
  if (result.kind === 'redirect') throw redirect({ href: missingPageHref(result.href, searchStr, data.framework ? `framework/${data.framework}/${data.page}` : data.page) })
  if (result.kind === 'moved') throw redirect({ href: withSearch(result.href, searchStr), statusCode: 301 })
  if (result.kind === 'not-found') throw await libraryNotFound(data.libraryId, data.version, result.message, 'suggestion' in result && typeof result.suggestion === 'string' ? result.suggestion : undefined)
  const { title, description, editUrl, unavailable, checksPending } = result.doc
  const extras = unavailable ? undefined : await loadDocExtras(data, searchStr)
  // Only what the page shows travels with it: the table of contents lists h2 and h3.
  return {
    title,
    description,
    /** For the head of a page without a description of its own. */
    libraryDescription: result.libraryDescription,
    editUrl,
    unavailable,
    /** Shown with plain code blocks until their background check lands: kept briefly by caches (absent otherwise, so no page carries it for nothing). */
    ...(checksPending ? { checksPending } : {}),
    headings: result.doc.headings.filter((heading) => heading.level >= 2 && heading.level <= 3),
    html: inPageHtml('doc', result.doc.html),
    canonical: result.canonical,
    /** The page's Markdown twin. */
    markdownPath: `${pathname.replace(/\/+$/, '')}.md`,
    /** `?compare=`: the page against another version; "Last updated" (see features/changes). */
    comparison: extras?.comparison ?? undefined,
    history: extras?.history ?? undefined,
  }
}

/** Title, description, keywords and card of a doc page; its canonical URL and its Markdown twin. */
export function docHead(matches: readonly { loaderData?: unknown }[], params: { libraryId: string; framework?: string }, doc: DocData | undefined) {
  const library = getLibrary(params.libraryId)
  const siteName = siteNameOf(matches)
  const libraryName = `${siteName} ${library.name}`.trim()
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

/**
 * What the docs layout of a version needs, kept small for the page's hydration data: the
 * frameworks by value (the layout labels them from the catalogue), and the sidebar of the URL's
 * framework (the version's first on neutral pages), whose sections the browser reads back from
 * the page's markup. The layout fetches another sidebar when the reader's framework differs.
 */
export async function loadDocsLayout(identity: { libraryId: string; version: string; pathname: string }) {
  const [info, marks] = await Promise.all([
    getDocsVersionFn({ data: { libraryId: identity.libraryId, version: identity.version, framework: frameworkInPath(identity.pathname) } }),
    loadSidebarMarks(identity.libraryId, identity.version),
  ])
  if ('notFound' in info) throw notFound({ data: { message: info.notFound } })
  return {
    frameworks: info.frameworks.map((framework) => framework.value),
    configProblem: info.configProblem,
    docsHref: info.docsHref,
    latestMajor: info.latestMajor,
    sidebar: { framework: info.sidebar.framework, sections: inPageSidebar(info.sidebar.sections) },
    /** "New" and "Updated" by link (features/changes). */
    marks,
  }
}
