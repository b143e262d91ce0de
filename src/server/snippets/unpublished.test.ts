/**
 * A dependency the repository names at a version the registry does not have: the nearest
 * published one is installed in its place, named in the badge, and the blocks are checked only if
 * the repository's sources importing it compile with it (unpublished.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { checkedWithLabel, withOutsideDependencies } from './library-check'
import { monorepoTypeSource } from './type-source'
import { nearestPublished, unpublishedSpec } from './unpublished'

const json = (value: unknown) => JSON.stringify(value)

// As Form's lit adapter: its manifest names `@tanstack/lit-store@^0.13.2`, the registry has 0.14.0 and 0.14.1 only.
const workspace: Record<string, string> = {
  'packages/lit-form/package.json': json({
    name: '@fixture/lit-form',
    version: '1.2.0',
    types: 'dist/index.d.ts',
    dependencies: { '@fixture/lit-store': '^0.13.2' },
  }),
  'packages/lit-form/src/index.ts':
    "import { Store } from '@fixture/lit-store'\nexport const store = new Store()\nexport function useField(options: { name: string }) { return options }\n",
}
const reader = { listFiles: async () => Object.keys(workspace), readFile: async (file: string) => workspace[file] }
const setup = { scopeModules: ['@fixture/lit-form'], framework: 'lit', adapter: '@fixture/lit-form', packages: ['@fixture/lit-form'] }

/** A registry with `published` versions of the store, each declaring `declaration`. */
function registry(declaration: string) {
  const installs: string[][] = []
  const install = async (dir: string, specs: string[]) => {
    installs.push(specs)
    const spec = specs.find((each) => each.startsWith('@fixture/lit-store@'))!
    const version = spec.split('@').pop()!
    if (!/^\d/.test(version)) throw new Error(`No matching version found for ${spec}.`)
    await mkdir(path.join(dir, 'node_modules/@fixture/lit-store'), { recursive: true })
    await writeFile(path.join(dir, 'node_modules/@fixture/lit-store/package.json'), json({ name: '@fixture/lit-store', version, types: 'index.d.ts' }))
    await writeFile(path.join(dir, 'node_modules/@fixture/lit-store/index.d.ts'), declaration)
  }
  return { installs, install, published: async () => ['0.12.0', '0.14.0', '0.14.1', '0.15.0-beta.1'] }
}
const cache = () => path.join(os.tmpdir(), `unpublished-${process.pid}-${Math.random().toString(36).slice(2)}`)

describe('a dependency version the registry does not have', () => {
  it('reads npm’s words, and takes the newest of the same line, else the first release after it', () => {
    expect(unpublishedSpec('No matching version found for @tanstack/lit-store@^0.13.2.')).toEqual({ name: '@tanstack/lit-store', range: '^0.13.2' })
    expect(unpublishedSpec('404 Not Found - GET https://registry.npmjs.org/x')).toBeUndefined()
    expect(nearestPublished('^0.13.2', ['0.12.0', '0.14.0', '0.14.1'])).toBe('0.14.0')
    expect(nearestPublished('^0.13.2', ['0.13.0', '0.13.1', '0.14.0'])).toBe('0.13.1')
    expect(nearestPublished('^4.2.0', ['4.0.0', '4.1.3', '5.0.0'])).toBe('4.1.3')
    expect(nearestPublished('^0.13.2', ['0.12.0'])).toBeUndefined()
  })

  it('installs the nearest one in its place, says so in the badge, and checks the blocks with it', async () => {
    const { installs, install, published } = registry('export declare class Store { get state(): number }\n')
    const source = await withOutsideDependencies((await monorepoTypeSource(reader, 'abc'))!, setup, cache(), install, [], published)
    expect(installs).toEqual([['@fixture/lit-store@^0.13.2'], ['@fixture/lit-store@0.14.0']])
    expect(source.substitutes).toEqual([{ name: '@fixture/lit-store', wanted: '^0.13.2', installed: '0.14.0' }])
    expect(checkedWithLabel(setup, source)).toMatch(
      /^@fixture\/lit-form 1\.2 · TypeScript [\d.]+ · @fixture\/lit-store 0\.14\.0 in place of \^0\.13\.2 \(not published\)$/,
    )
    const checker = createSnippetChecker(source, setup)
    expect(checker.checkBlock({ lang: 'ts', code: "import { useField } from '@fixture/lit-form'\nuseField({ name: 'a' })", line: 1 })).toMatchObject({
      verdict: 'checked',
    })
    expect(checker.checkBlock({ lang: 'ts', code: "import { store } from '@fixture/lit-form'\nstore.stat", line: 1 })).toMatchObject({ verdict: 'fails' })
  })

  it('skips the blocks, saying why, when the library’s own sources do not compile with it', async () => {
    const { install, published } = registry('export declare class StoreController {}\n')
    const source = await withOutsideDependencies((await monorepoTypeSource(reader, 'abc'))!, setup, cache(), install, [], published)
    const checker = createSnippetChecker(source, setup)
    expect(checker.checkBlock({ lang: 'ts', code: "import { useField } from '@fixture/lit-form'\nuseField({ name: 'a' })", line: 1 })).toEqual({
      verdict: 'skipped',
      reason: expect.stringMatching(
        /^@fixture\/lit-form's sources do not compile with @fixture\/lit-store 0\.14\.0 in place of \^0\.13\.2 \(not published\): .*Store/,
      ),
    })
  })

  it('with no release of its line or after it, the install fails saying so', async () => {
    const { install } = registry('')
    await expect(withOutsideDependencies((await monorepoTypeSource(reader, 'abc'))!, setup, cache(), install, [], async () => ['0.12.0'])).rejects.toThrow(
      '@fixture/lit-store@^0.13.2, which the repository names, is not published, nor any release of its 0.13 line or after it',
    )
  })
})
