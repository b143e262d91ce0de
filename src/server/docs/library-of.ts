import { libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { docsRootOf } from '~/lib/docs/paths'

/** The library whose docs folder holds `filePath` in `repo` (the deepest docs folder wins). */
export function libraryForDocFile(repo: string, filePath: string): Library | undefined {
  return libraries
    .filter((library) => library.repo === repo && (filePath === docsRootOf(library) || filePath.startsWith(`${docsRootOf(library)}/`)))
    .sort((a, b) => docsRootOf(b).length - docsRootOf(a).length)[0]
}

/** The version segment of site URLs for a branch: `latest` for the latest branch. */
export function versionForBranch(library: Library, branch: string): string {
  return branch === library.latestBranch ? 'latest' : branch
}

export function isCatalogueRepo(repo: string): boolean {
  return libraries.some((library) => library.repo === repo)
}
