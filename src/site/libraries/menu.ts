import type { FrameworkValue, LibraryId, MenuEntry } from '../types'

/**
 * The Examples / Docs / GitHub menu every library carries. Examples open the default example
 * of the library's first framework; a library without examples gets no Examples entry.
 */
export function libraryMenu(options: {
  id: LibraryId
  repo: string
  defaultDocs?: string
  defaultExample?: string
  exampleFramework?: FrameworkValue
}): MenuEntry[] {
  const docsBase = `/${options.id}/latest/docs`
  const menu: MenuEntry[] = []
  if (options.defaultExample) {
    const framework = options.exampleFramework ?? 'react'
    menu.push({
      icon: 'code',
      label: 'Examples',
      to: `${docsBase}/framework/${framework}/examples/${options.defaultExample}`,
    })
  }
  menu.push({
    icon: 'book',
    label: 'Docs',
    to: options.defaultDocs ? `${docsBase}/${options.defaultDocs}` : docsBase,
  })
  menu.push({ icon: 'github', label: 'GitHub', to: `https://github.com/${options.repo}` })
  return menu
}
