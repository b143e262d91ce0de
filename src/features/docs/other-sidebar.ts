/**
 * The sidebar of a framework other than the one a docs page came with (the reader's own on a
 * page every framework shares). Loaded when a reader needs one, not with every page.
 */
import type { SidebarSection } from '~/lib/docs/sidebar'
import { getSidebarFn } from './docs.functions'

/** Sidebars fetched in this tab, by library, version and framework (a handful at most). */
const fetchedSidebars = new Map<string, Promise<SidebarSection[] | undefined>>()

/** The sidebar of `framework`, fetched once per tab (again after a failure). */
export function otherSidebar(identity: { libraryId: string; version: string; framework: string | undefined }): Promise<SidebarSection[] | undefined> {
  const key = `${identity.libraryId}/${identity.version}/${identity.framework ?? ''}`
  let pending = fetchedSidebars.get(key)
  if (!pending) {
    pending = getSidebarFn({ data: identity }).then(
      (sidebar) => sidebar?.sections,
      () => undefined,
    )
    fetchedSidebars.set(key, pending)
    void pending.then((sections) => sections || fetchedSidebars.delete(key))
  }
  return pending
}
