import { describe, expect, it } from 'vitest'
import { frameworksMissing, versionsToCheck } from './background'
import { filesByFramework, hasTypeScriptFence } from './files'

describe('what the background check checks', () => {
  it("takes every library's latest version first, then the other versions", () => {
    const catalogue = [
      { id: 'query', latestVersion: 'v5', availableVersions: ['v5', 'v4', 'v3'] },
      { id: 'router', latestVersion: 'v1', availableVersions: ['v1'] },
      { id: 'form', latestVersion: 'v1', availableVersions: ['v0', 'v1'] },
    ]
    expect(versionsToCheck(catalogue).map(({ libraryId, version }) => `${libraryId} ${version}`)).toEqual([
      'query v5',
      'router v1',
      'form v1',
      'query v4',
      'query v3',
      'form v0',
    ])
  })

  it('checks only the frameworks of a commit that have no stored results', () => {
    const list = {
      docsRoot: 'docs',
      pages: [
        { file: 'docs/overview.md' },
        { file: 'docs/framework/react/guides/caching.md' },
        { file: 'docs/framework/vue/guides/caching.md' },
        { file: 'docs/framework/react/guides/caching.md' },
      ],
    } as Parameters<typeof filesByFramework>[0]
    const frameworks = filesByFramework(list, { frameworks: ['react', 'vue', 'solid'] })
    expect([...frameworks.entries()]).toEqual([
      ['react', ['docs/overview.md', 'docs/framework/react/guides/caching.md']],
      ['vue', ['docs/framework/vue/guides/caching.md']],
    ])
    expect(frameworksMissing(frameworks.keys(), () => false)).toEqual(['react', 'vue'])
    expect(frameworksMissing(frameworks.keys(), (framework) => framework === 'react')).toEqual(['vue'])
    // A framework without pages (solid) is never missing: nothing would ever store its results.
    expect(frameworksMissing(frameworks.keys(), () => true)).toEqual([])
  })

  it('knows a page whose verdicts are pending by its TypeScript fences', () => {
    expect(hasTypeScriptFence('# Title\n\n```ts\nconst a = 1\n```\n')).toBe(true)
    expect(hasTypeScriptFence('Text\n\n```tsx title="app.tsx"\n<App />\n```\n')).toBe(true)
    expect(hasTypeScriptFence('~~~typescript {1,3}\nlet a\n~~~\n')).toBe(true)
    expect(hasTypeScriptFence('  ```ts\nindented in a list\n  ```\n')).toBe(true)
    // Shiki's name for an Angular component's TypeScript file (Form's Angular guides use it for every component).
    expect(hasTypeScriptFence('```angular-ts\n@Component({ template: `<p></p>` })\nclass App {}\n```\n')).toBe(true)
    expect(hasTypeScriptFence('```js\nconst a = 1\n```\n```bash\nnpm i\n```\n')).toBe(false)
    expect(hasTypeScriptFence('```tsx-like\nx\n```\nUse `ts` files.')).toBe(false)
    expect(hasTypeScriptFence('No code at all.')).toBe(false)
  })
})
