import { notFound, redirect } from '@tanstack/react-router'
import { inPageHtml } from '~/lib/in-page-html'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { getLibrary } from '~/site/libraries'
import { getDocPageFn } from './docs.functions'

type DocData = Awaited<ReturnType<typeof loadDocPage>>

/** `?from=reactTableV7` and the like travel on to the page the reader lands on. */
function withSearch(href: string, searchStr: string): string {
  return searchStr && searchStr !== '?' ? `${href}${searchStr.startsWith('?') ? '' : '?'}${searchStr}` : href
}

/**
 * Loads the doc page a route names by its identity. A page the version does not have sends the
 * reader to the version's default doc, keeping the query string; with none, it is a 404.
 */
export async function loadDocPage(identity: { libraryId: string; version: string; framework?: string; page: string; searchStr: string }) {
  const { searchStr, ...data } = identity
  const result = await getDocPageFn({ data })
  if (result.kind === 'redirect') throw redirect({ href: withSearch(result.href, searchStr) })
  if (result.kind === 'not-found') throw notFound({ data: { message: result.message } })
  return { ...result.doc, html: inPageHtml('doc', result.doc.html) }
}

export function docHead(matches: readonly { loaderData?: unknown }[], libraryId: string, doc: DocData | undefined) {
  const library = getLibrary(libraryId)
  const libraryName = `${siteNameOf(matches)} ${library.name}`.trim()
  return {
    meta: seo({
      title: `${doc?.title ?? 'Docs'} | ${libraryName} Docs`,
      description: doc?.description ?? library.description,
      image: ogImageUrl(siteUrlOf(matches), { title: doc?.title ?? library.name, library: library.id, label: `${libraryName} Docs` }),
    }),
  }
}
