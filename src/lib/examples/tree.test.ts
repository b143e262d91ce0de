import { describe, expect, it } from 'vitest'
import { ancestorDirs, findNode, flattenFiles, sortNodes, type ExampleNode } from './tree'

const tree: ExampleNode[] = [
  { name: 'src', path: 'src', type: 'dir', children: [{ name: 'a.ts', path: 'src/a.ts', type: 'file' }] },
  { name: 'README.md', path: 'README.md', type: 'file' },
]

describe('example tree helpers', () => {
  it('sorts folders first, then by name ignoring case', () => {
    const sorted = sortNodes([
      { name: 'b.ts', path: 'b.ts', type: 'file' },
      { name: 'README.md', path: 'README.md', type: 'file' },
      { name: 'src', path: 'src', type: 'dir' },
      { name: 'App.tsx', path: 'App.tsx', type: 'file' },
    ])
    expect(sorted.map((n) => n.name)).toEqual(['src', 'App.tsx', 'b.ts', 'README.md'])
  })

  it('flattens files in display order, finds nodes and lists a file’s folders', () => {
    expect(flattenFiles(tree).map((n) => n.path)).toEqual(['src/a.ts', 'README.md'])
    expect(findNode(tree, 'src/a.ts')?.name).toBe('a.ts')
    expect(findNode(tree, 'src/b.ts')).toBeUndefined()
    expect(ancestorDirs('examples/react/basic/src/a.ts')).toEqual(['examples', 'examples/react', 'examples/react/basic', 'examples/react/basic/src'])
  })
})
