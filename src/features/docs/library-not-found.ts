import { notFound } from '@tanstack/react-router'
import type { SidebarSection } from '~/lib/docs/sidebar'
import { getDocsVersionFn } from './docs.functions'

/** What a 404 inside a library shows besides its message: the frameworks the version has and its docs navigation. */
export type LibraryNotFoundData = {
  libraryId: string
  version: string
  frameworks: string[]
  /** The sidebar of the version's first framework (or of docs without frameworks). */
  sections: SidebarSection[]
}

/**
 * A 404 under `/{library}/{version}` that helps the reader on: it carries the version's
 * frameworks and docs navigation, read from the repository like the docs themselves. Only 404s
 * pay for the extra read; when the docs cannot be read, the 404 is a plain one.
 */
export async function libraryNotFound(libraryId: string, version: string, message?: string, suggested?: { href: string; label: string }) {
  const info = await getDocsVersionFn({ data: { libraryId, version } }).catch(() => undefined)
  const library: LibraryNotFoundData | undefined =
    info && !('notFound' in info) && info.frameworks.length + info.sidebar.sections.length > 0
      ? { libraryId, version, frameworks: info.frameworks.map((framework) => framework.value), sections: info.sidebar.sections }
      : undefined
  return notFound({ data: { message, library, suggestion: suggested?.href, suggestionLabel: suggested?.label } })
}
