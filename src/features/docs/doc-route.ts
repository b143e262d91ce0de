import { notFound, redirect } from '@tanstack/react-router'
import { coreDocFile, defaultDocHref } from '~/lib/docs/paths'
import { inPageHtml } from '~/lib/in-page-html'
import { ogImageUrl, siteUrlOf } from '~/lib/og'
import { siteNameOf } from '~/lib/page-title'
import { seo } from '~/lib/seo'
import { getLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { resolveBranch } from '~/site/versions'
import { fetchDocFn } from './docs.functions'

type DocData = Awaited<ReturnType<typeof loadDocOrRedirect>>

/**
 * Loads a doc page. A missing doc sends the reader to the library's default doc (SPEC §2);
 * when that one is missing too, the page is a 404.
 */
export async function loadDocOrRedirect(options: { library: Library; version: string; filePath: string; fallbackPath?: string }) {
  const { library, version } = options
  const doc = await fetchDocFn({
    data: { repo: library.repo, branch: resolveBranch(library, version), filePath: options.filePath, fallbackPath: options.fallbackPath },
  })
  if (doc) return { ...doc, html: inPageHtml('doc', doc.html) }
  const target = defaultDocHref(library, version)
  const defaultFiles = [coreDocFile(library, library.defaultDocs ?? 'overview')]
  const isDefault = [options.filePath, options.fallbackPath].some((path) => path && defaultFiles.includes(path))
  if (isDefault) throw notFound({ data: { message: `The ${library.name} docs for ${version} could not be found.` } })
  throw redirect({ href: target })
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
