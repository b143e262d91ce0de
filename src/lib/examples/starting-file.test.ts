import { describe, expect, it } from 'vitest'
import { candidateFiles, chooseStartingFile, defaultEntry } from './starting-file'
import type { ExampleNode } from './tree'

const choose = (files: string[], libraryId = 'table', framework = 'react') => chooseStartingFile(files, { libraryId, framework, defaultPath: 'README.md' })

const file = (path: string): ExampleNode => ({ name: path.split('/').pop()!, path, type: 'file' })
const dir = (path: string, children: ExampleNode[]): ExampleNode => ({ name: path.split('/').pop()!, path, type: 'dir', children })

describe('example starting file (SPEC §4)', () => {
  it('1. ignores files in public, .vscode, tests, spec and assets', () => {
    const root = 'examples/react/x'
    const tree = [
      dir(`${root}/.vscode`, [file(`${root}/.vscode/main.tsx`)]),
      dir(`${root}/assets`, [file(`${root}/assets/main.tsx`)]),
      dir(`${root}/public`, [file(`${root}/public/index.js`)]),
      dir(`${root}/spec`, [file(`${root}/spec/main.tsx`)]),
      dir(`${root}/src`, [dir(`${root}/src/tests`, [file(`${root}/src/tests/main.tsx`)]), file(`${root}/src/Other.tsx`)]),
      file(`${root}/package.json`),
    ]
    const files = candidateFiles(tree, root)
    expect(files).toEqual(['src/Other.tsx', 'package.json'])
    expect(choose(files)).toBe('src/Other.tsx')
  })

  it('2. start and router open src/routes/__root.tsx', () => {
    const files = ['src/main.tsx', 'src/routes/index.tsx', 'src/routes/__root.tsx']
    expect(choose(files, 'router')).toBe('src/routes/__root.tsx')
    expect(choose(files, 'start')).toBe('src/routes/__root.tsx')
    expect(choose(files, 'table')).toBe('src/main.tsx')
  })

  it('2. angular opens src/app/app.component.ts', () => {
    expect(choose(['src/main.ts', 'src/app/app.component.ts'], 'query', 'angular')).toBe('src/app/app.component.ts')
  })

  it('2. svelte and vue open App.svelte and App.vue', () => {
    expect(choose(['src/main.ts', 'src/App.svelte'], 'query', 'svelte')).toBe('src/App.svelte')
    expect(choose(['src/main.ts', 'src/App.vue'], 'query', 'vue')).toBe('src/App.vue')
  })

  it('2. form, query and pacer open index; other libraries main', () => {
    const files = ['src/main.tsx', 'src/index.tsx']
    for (const id of ['form', 'query', 'pacer']) expect(choose(files, id)).toBe('src/index.tsx')
    for (const id of ['table', 'virtual', 'ranger', 'store']) expect(choose(files, id)).toBe('src/main.tsx')
  })

  it('2. the extension is tsx, or ts for angular and lit', () => {
    expect(defaultEntry('table', 'react')).toEqual({ name: 'main.tsx' })
    expect(defaultEntry('table', 'lit')).toEqual({ name: 'main.ts' })
    expect(defaultEntry('query', 'lit')).toEqual({ name: 'index.ts' })
    expect(choose(['src/a.ts', 'src/main.ts', 'src/main.tsx'], 'table', 'lit')).toBe('src/main.ts')
    // For react a main.ts is not the entry file; the fallback of step 3 finds it instead.
    expect(choose(['src/index.ts', 'src/main.ts'], 'table', 'react')).toBe('src/main.ts')
  })

  it('3. falls back to __root, App, main, index, page or action with ts, tsx, js or jsx, then README.md', () => {
    expect(choose(['src/x.ts', 'src/page.js', 'src/App.jsx'])).toBe('src/App.jsx')
    expect(choose(['src/x.ts', 'src/action.ts', 'src/page.js'])).toBe('src/page.js')
    expect(choose(['src/x.ts', 'app/__root.js', 'src/index.ts'])).toBe('app/__root.js')
    expect(choose(['package.json', 'README.md', 'src/util.ts'])).toBe('README.md')
    expect(choose(['src/index.css', 'README.md'])).toBe('README.md')
  })

  it('4. takes the first file under src, routes, app or pages', () => {
    expect(choose(['package.json', 'pages/about.vue', 'src/util.ts'])).toBe('pages/about.vue')
    expect(choose(['package.json', 'src/util.ts'])).toBe('src/util.ts')
  })

  it('5. takes the first file at all', () => {
    expect(choose(['package.json', 'vite.config.mjs'])).toBe('package.json')
  })

  it('6. uses the default path for an empty example', () => {
    expect(chooseStartingFile([], { libraryId: 'query', framework: 'react', defaultPath: 'src/index.tsx' })).toBe('src/index.tsx')
  })
})
