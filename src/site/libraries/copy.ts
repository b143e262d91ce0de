import type { LibraryCopy, LibraryId } from '../types'
import { configCopy } from './config.copy'
import { formCopy } from './form.copy'
import { pacerCopy } from './pacer.copy'
import { queryCopy } from './query.copy'
import { rangerCopy } from './ranger.copy'
import { routerCopy } from './router.copy'
import { startCopy } from './start.copy'
import { storeCopy } from './store.copy'
import { tableCopy } from './table.copy'
import { virtualCopy } from './virtual.copy'

const copies: Record<LibraryId, LibraryCopy> = {
  config: configCopy,
  form: formCopy,
  pacer: pacerCopy,
  query: queryCopy,
  ranger: rangerCopy,
  router: routerCopy,
  start: startCopy,
  store: storeCopy,
  table: tableCopy,
  virtual: virtualCopy,
}

/**
 * The landing copy of a library. Import it only from the landing and home components (their own
 * chunks) and from the server: a route's head or loader would put every library's copy in the
 * JavaScript of every page.
 */
export function libraryCopy(id: LibraryId): LibraryCopy {
  return copies[id]
}

/** The description of the library with this id, if there is one (ids from a URL). */
export function libraryDescriptionOf(id: string): string | undefined {
  return Object.hasOwn(copies, id) ? copies[id as LibraryId].description : undefined
}
