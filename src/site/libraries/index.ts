import type { Library, LibraryGroup, LibraryId } from '../types'
import { config } from './config'
import { form } from './form'
import { pacer } from './pacer'
import { query } from './query'
import { ranger } from './ranger'
import { router } from './router'
import { start } from './start'
import { store } from './store'
import { table } from './table'
import { virtual } from './virtual'

/** Every library, in the order the site lists them. */
export const libraries: Library[] = [start, router, query, store, pacer, table, form, virtual, ranger, config]

export const libraryGroups: LibraryGroup[] = [
  { label: 'Application Building', ids: ['start', 'router'] },
  { label: 'Data and State Management', ids: ['query', 'store', 'pacer'] },
  { label: 'Headless UI', ids: ['table', 'form', 'virtual', 'ranger'] },
  { label: 'Other', ids: ['config'] },
]

const byId = new Map<string, Library>(libraries.map((l) => [l.id, l]))

export function findLibrary(id: string): Library | undefined {
  return byId.get(id)
}

/** The groups with their libraries in place of ids, as the home page and the header's library panel list them. */
export const groupedLibraries: { label: string; libraries: Library[] }[] = libraryGroups.map((group) => ({
  label: group.label,
  libraries: group.ids.map((id) => getLibrary(id)),
}))

/** The library with this id; throws the catalogue's errors for a missing or unknown id. */
export function getLibrary(id: string | undefined | null): Library {
  if (!id) throw new Error('Library is required')
  const library = byId.get(id)
  if (!library) throw new Error(`Library with id "${id}" not found`)
  return library
}

export function isLibraryId(id: string): id is LibraryId {
  return byId.has(id)
}
