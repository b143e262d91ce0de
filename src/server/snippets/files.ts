import type { LoadedPageList } from '~/server/docs/page-list'
import type { Library } from '~/site/types'

/** The framework a file's blocks are checked with: the one its path names, else the library's first. */
export function frameworkOfFile(list: Pick<LoadedPageList, 'docsRoot'>, library: Pick<Library, 'frameworks'>, file: string): string {
  return /\/framework\/([^/]+)\//.exec(file.slice(list.docsRoot.length))?.[1] ?? library.frameworks[0] ?? 'react'
}
