import { describe, expect, it } from 'vitest'
import { ContentPathError } from '~/server/content/types'
import { assertExamplePath, buildTree, highlightSource, MAX_HIGHLIGHT_BYTES } from './service'

type Entry = { name: string; path: string; type: 'dir' | 'file'; size?: number }

/** A listing function over a map of folder → entries, as a content source answers. */
function lister(folders: Record<string, Entry[]>) {
  return async (dir: string) => folders[dir]
}
const f = (path: string, size?: number): Entry => ({ name: path.split('/').pop()!, path, type: 'file', size })
const d = (path: string): Entry => ({ name: path.split('/').pop()!, path, type: 'dir' })

describe('example tree building', () => {
  it('nests folders, folders first, names in order, and skips node_modules', async () => {
    const built = await buildTree(
      'ex',
      lister({
        ex: [f('ex/package.json', 10), f('ex/README.md'), d('ex/src'), d('ex/node_modules'), d('ex/public')],
        'ex/src': [f('ex/src/main.tsx'), f('ex/src/App.tsx'), d('ex/src/routes')],
        'ex/src/routes': [f('ex/src/routes/index.tsx')],
        'ex/public': [f('ex/public/logo.png')],
      }),
    )
    expect(built?.truncated).toBe(false)
    expect(built?.tree.map((n) => n.name)).toEqual(['public', 'src', 'package.json', 'README.md'])
    const src = built?.tree[1]
    expect(src?.children?.map((n) => n.name)).toEqual(['routes', 'App.tsx', 'main.tsx'])
    expect(src?.children?.[0]?.children).toEqual([{ name: 'index.tsx', path: 'ex/src/routes/index.tsx', type: 'file' }])
    expect(built?.tree[2]).toEqual({ name: 'package.json', path: 'ex/package.json', type: 'file', size: 10 })
  })

  it('is undefined for a folder that does not exist', async () => {
    expect(await buildTree('missing', lister({}))).toBeUndefined()
  })

  it('stops at the depth and entry limits and says so', async () => {
    const deep = lister({ a: [d('a/b')], 'a/b': [d('a/b/c')], 'a/b/c': [f('a/b/c/x.ts')] })
    const shallow = await buildTree('a', deep, { maxDepth: 2, maxEntries: 100 })
    expect(shallow?.truncated).toBe(true)
    expect(shallow?.tree[0]?.children?.[0]).toEqual({ name: 'c', path: 'a/b/c', type: 'dir', children: [] })

    const many = lister({ a: Array.from({ length: 20 }, (_, i) => f(`a/file-${String(i).padStart(2, '0')}.ts`)) })
    const few = await buildTree('a', many, { maxDepth: 8, maxEntries: 5 })
    expect(few?.truncated).toBe(true)
    expect(few?.tree).toHaveLength(5)
  })

  it('accepts only paths inside examples/', () => {
    expect(assertExamplePath('examples/react/basic')).toBe('examples/react/basic')
    for (const bad of ['docs/overview.md', 'examples/../package.json', 'examples/%2e%2e/%2e%2e/etc/passwd', '../examples', 'examplesx/a']) {
      expect(() => assertExamplePath(bad), bad).toThrow(ContentPathError)
    }
  })

  it('highlights source in the light and dark theme at once, and escapes it', async () => {
    const html = await highlightSource('const a = "<b>"', 'ts')
    expect(html).toContain('class="shiki')
    expect(html).toContain('--shiki-dark')
    expect(html).toContain('--shiki-light')
    expect(html).not.toContain('<b>')
  })

  it('shows a file too large to highlight as its lines in the same frame, escaped', async () => {
    const text = `const a = "<b>" && 1\n${'x'.repeat(MAX_HIGHLIGHT_BYTES)}`
    const html = await highlightSource(text, 'ts')
    expect(html.startsWith('<pre class="shiki" tabindex="0"><code><span class="line">const a = "&#x3C;b>" &#x26;&#x26; 1</span>\n<span class="line">xxx')).toBe(
      true,
    )
    expect(html).not.toContain('<b>')
    expect(html.endsWith('</span></code></pre>')).toBe(true)
  })
})
