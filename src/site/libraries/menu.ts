import { docPathOf, docsBase, frameworkPageKey } from '~/lib/docs/address'
import type { FrameworkValue, LibraryId, MenuEntry } from '../types'

/**
 * The Examples / Docs / GitHub menu every library carries. Both site links resolve against the
 * repository when followed: Docs opens the default doc the version has (`/docs`), Examples the
 * default example the first framework has (`…/examples`). A library the catalogue gives no
 * default example gets no Examples entry.
 */
export function libraryMenu(options: { id: LibraryId; repo: string; defaultExample?: string; exampleFramework?: FrameworkValue }): MenuEntry[] {
  const menu: MenuEntry[] = []
  if (options.defaultExample) {
    const framework = options.exampleFramework ?? 'react'
    menu.push({
      icon: 'code',
      label: 'Examples',
      to: docPathOf(options.id, 'latest', frameworkPageKey(framework, 'examples')),
    })
  }
  menu.push({
    icon: 'book',
    label: 'Docs',
    to: docsBase(options.id, 'latest'),
  })
  menu.push({ icon: 'github', label: 'GitHub', to: `https://github.com/${options.repo}` })
  return menu
}
