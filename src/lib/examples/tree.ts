/** SPEC §3 "Example file tree node". `size` is known for files when the content source reports it. */
export type ExampleNode = {
  name: string
  path: string
  type: 'dir' | 'file'
  children?: ExampleNode[]
  size?: number
}

/** Folders first, then files, each by name (case-insensitive, then exact). */
export function sortNodes(nodes: ExampleNode[]): ExampleNode[] {
  return [...nodes].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'dir' ? -1 : 1
    const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
    return byName !== 0 ? byName : a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  })
}

/** Every file of a tree in display order (folders first, depth first). */
export function flattenFiles(nodes: ExampleNode[]): ExampleNode[] {
  return nodes.flatMap((node) => (node.type === 'dir' ? flattenFiles(node.children ?? []) : [node]))
}

/** `examples/react/basic/src/a/b.ts` → the folders that contain it, outermost first. */
export function ancestorDirs(filePath: string): string[] {
  const segments = filePath.split('/')
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'))
}

export function findNode(nodes: ExampleNode[], path: string): ExampleNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node
    if (node.type === 'dir' && path.startsWith(`${node.path}/`)) return findNode(node.children ?? [], path)
  }
  return undefined
}
