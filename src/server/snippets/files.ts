import { frameworkFolderOf } from '~/lib/docs/address'
import type { LoadedPageList } from '~/server/content/page-list'
import type { Library } from '~/site/types'

/** The framework a file's blocks are checked with: the one its path names, else the library's first. */
export function frameworkOfFile(list: Pick<LoadedPageList, 'docsRoot'>, library: Pick<Library, 'frameworks'>, file: string): string {
  return frameworkFolderOf(file.slice(list.docsRoot.length)) ?? library.frameworks[0] ?? 'react'
}

/** The files of a page list to check, each once, with the framework its path names. */
export function filesByFramework(list: Pick<LoadedPageList, 'docsRoot' | 'pages'>, library: Pick<Library, 'frameworks'>): Map<string, string[]> {
  const byFramework = new Map<string, string[]>()
  const seen = new Set<string>()
  for (const entry of list.pages) {
    if (seen.has(entry.file)) continue
    seen.add(entry.file)
    const framework = frameworkOfFile(list, library, entry.file)
    byFramework.set(framework, [...(byFramework.get(framework) ?? []), entry.file])
  }
  return byFramework
}

/** Whether Markdown holds a TypeScript code fence (` ```ts `, ` ```tsx `, ` ```typescript `, ` ```angular-ts `): a block the checker gives a verdict. */
export function hasTypeScriptFence(markdown: string): boolean {
  return /^ {0,3}(?:`{3,}|~{3,})[ \t]*(?:ts|tsx|typescript|angular-ts)(?:[ \t{]|$)/im.test(markdown)
}
