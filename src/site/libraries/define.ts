import type { Library } from '../types'
import { libraryMenu } from './menu'

/** The fields every library derives the same way: from its id, its repository and its latest version. */
type DerivedField = 'to' | 'latestBranch' | 'availableVersions' | 'scarfId' | 'menu'

/** A catalogue entry as written: everything but the derived fields; `availableVersions` only when older versions have docs too. */
export type LibraryEntry = Omit<Library, DerivedField> & Partial<Pick<Library, 'availableVersions'>>

/**
 * A library of the catalogue: its landing page at `/{id}`, docs from the `main` branch, the latest
 * version as the only one unless older ones are listed, the `{id}-docs` Scarf pixel and the
 * Examples / Docs / GitHub menu (examples only when the entry names a default one).
 */
export function defineLibrary(entry: LibraryEntry): Library {
  return {
    to: `/${entry.id}`,
    latestBranch: 'main',
    availableVersions: [entry.latestVersion],
    scarfId: `${entry.id}-docs`,
    menu: libraryMenu({ id: entry.id, repo: entry.repo, defaultExample: entry.defaultExample }),
    ...entry,
  }
}
