import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { scopeImports, withOutsideDependencies } from './library-check'
import { monorepoTypeSource, outsideDependencies, pnpmCatalog, sourceOfTarget } from './type-source'

const json = (value: unknown) => JSON.stringify(value)
/** The manifest of the workspace package in `packages/<folder>`, named `@fixture/<folder>` at 1.0.0. */
const manifest = (folder: string, fields: Record<string, unknown>) => ({
  [`packages/${folder}/package.json`]: json({ name: `@fixture/${folder}`, version: '1.0.0', ...fields }),
})

/** Two packages as a workspace has them: the adapter imports a subpath of the core, whose manifest maps it to its build. */
const workspace: Record<string, string> = {
  'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\ncatalog:\n  '@fixture/store': ^0.11.0\n  other: 1.0.0 # pinned\n",
  ...manifest('query-core', {
    types: 'dist/esm/index.d.ts',
    exports: {
      '.': { import: { types: './dist/esm/index.d.ts', default: './dist/esm/index.js' } },
      './options': { import: { types: './dist/esm/options/index.d.ts', default: './dist/esm/options/index.js' } },
      './package.json': './package.json',
    },
    dependencies: { '@fixture/store': 'catalog:', 'left-out': 'link:../x' },
  }),
  'packages/query-core/src/index.ts': 'export const core = 1\n',
  'packages/query-core/src/options/index.ts': 'export interface BaseOptions { gcTime?: number; retry?: boolean }\n',
  ...manifest('react-query', {
    exports: { '.': { '@fixture/source': './src/index.ts', import: { types: './build/modern/index.d.ts' } } },
    dependencies: { '@fixture/query-core': 'workspace:*' },
    peerDependencies: { react: '^18 || ^19', '@vue/composition-api': '^1.1.2' },
    peerDependenciesMeta: { '@vue/composition-api': { optional: true } },
  }),
  'packages/react-query/src/index.ts':
    "import type { BaseOptions } from '@fixture/query-core/options'\nexport interface UseQueryOptions extends BaseOptions { queryKey: readonly unknown[] }\nexport function useQuery(options: UseQueryOptions): { data: unknown } { return { data: options } }\n",
}

const reader = (files: Record<string, string>) => ({
  listFiles: async () => Object.keys(files).filter((file) => file.startsWith('packages/')),
  readFile: async (file: string) => files[file],
})
const setup = { scopeModules: ['@fixture/react-query', '@fixture/query-core'] }

describe('monorepoTypeSource: the library resolved as its own workspace resolves it', () => {
  it('maps a manifest’s build targets to the sources they are built from', () => {
    const files = new Set(['p/src/index.ts', 'p/src/ssr/server.tsx', 'p/src/options/index.ts'])
    expect(sourceOfTarget(files, 'p', './dist/esm/index.d.ts')).toBe('./src/index.ts')
    expect(sourceOfTarget(files, 'p', './dist/cjs/ssr/server.d.cts')).toBe('./src/ssr/server.tsx')
    expect(sourceOfTarget(files, 'p', './build/modern/options.js')).toBe('./src/options/index.ts')
    expect(sourceOfTarget(files, 'p', './src/index.ts')).toBe('./src/index.ts')
    expect(sourceOfTarget(files, 'p', './dist/esm/missing.d.ts')).toBeUndefined()
  })

  it('an interface extending a type from another package’s subpath keeps its base', async () => {
    const source = (await monorepoTypeSource(reader(workspace), 'abc'))!
    const checker = createSnippetChecker(source, setup)
    const block = (code: string) => checker.checkBlock({ lang: 'ts', code, line: 1 })
    // Before the manifests were mounted, `@fixture/query-core/options` did not resolve, the base was lost and `gcTime` "did not exist".
    expect(block("import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], gcTime: 5 })")).toEqual({ verdict: 'checked', rules: [] })
    // And a misspelled member of the base is found, rather than passing as `any`.
    expect(block("import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], gcTimes: 5 })")).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2561 }],
    })
  })

  it('a module of the library that does not resolve skips the block, naming it', async () => {
    const broken = { ...workspace, 'packages/react-query/src/index.ts': workspace['packages/react-query/src/index.ts']!.replace('/options', '/gone') }
    const checker = createSnippetChecker((await monorepoTypeSource(reader(broken), 'abc'))!, setup)
    const verdict = checker.checkBlock({
      lang: 'ts',
      code: "import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], gcTime: 5 })",
      line: 1,
    })
    expect(verdict).toEqual({
      verdict: 'skipped',
      reason: expect.stringContaining('`@fixture/query-core/gone` (imported by @fixture/react-query) cannot be resolved'),
    })
    // An import of the library's scope the block makes itself, too.
    const own = createSnippetChecker((await monorepoTypeSource(reader(workspace), 'abc'))!, setup)
    expect(own.checkBlock({ lang: 'ts', code: "import { zodValidator } from '@fixture/zod-adapter'\nzodValidator()", line: 1 })).toMatchObject({
      verdict: 'skipped',
      reason: expect.stringContaining('`@fixture/zod-adapter` cannot be resolved'),
    })
  })

  it('an Angular package built by ng-packagr resolves to the entry file its ng-package.json names', async () => {
    // As @tanstack/angular-form ships it: the flat `dist/types/<scope>-<name>.d.ts` has no source of the same name.
    const files = {
      ...workspace,
      ...manifest('angular-form', {
        types: 'dist/types/fixture-angular-form.d.ts',
        exports: {
          '.': { types: './dist/types/fixture-angular-form.d.ts', default: './dist/fesm2022/fixture-angular-form.mjs' },
          './package.json': { default: './package.json' },
        },
      }),
      'packages/angular-form/ng-package.json': json({ lib: { entryFile: 'src/index.ts' }, dest: 'dist' }),
      'packages/angular-form/src/index.ts': 'export function injectForm(options: { defaultValues: { name: string } }) { return options }\n',
    }
    const checker = createSnippetChecker((await monorepoTypeSource(reader(files), 'abc'))!, { scopeModules: ['@fixture/angular-form'] })
    const block = (option: string) =>
      checker.checkBlock({ lang: 'angular-ts', code: `import { injectForm } from '@fixture/angular-form'\ninjectForm({ ${option}: { name: '' } })`, line: 1 })
    // Without the rule the package has no entry: every block importing it was skipped.
    expect(block('defaultValues')).toEqual({ verdict: 'checked', rules: [] })
    expect(block('defaultValue')).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561 }] })
  })

  it('a package’s own ambient declarations (`*?script-string`) are in its scope', async () => {
    const files = {
      ...workspace,
      'packages/query-core/src/index.ts': "import script from './inline?script-string'\nexport const core: string = script\n",
      'packages/query-core/src/vite-env.d.ts': "declare module '*?script-string' {\n  const script: string\n  export default script\n}\n",
    }
    const checker = createSnippetChecker((await monorepoTypeSource(reader(files), 'abc'))!, setup)
    expect(checker.checkBlock({ lang: 'ts', code: "import { core } from '@fixture/query-core'\nconst n: number = core", line: 1 })).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2322 }],
    })
  })
})

describe('outsideDependencies: what the workspace installs from the registry', () => {
  it('follows workspace dependencies, reads pnpm’s catalog, leaves out what the site provides, optional peers and what npm cannot install, and takes a range’s newest alternative', async () => {
    const source = (await monorepoTypeSource(reader(workspace), 'abc'))!
    expect(outsideDependencies(source, ['@fixture/react-query'], (name) => name === 'react')).toEqual(['@fixture/store@^0.11.0'])
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false)).toEqual(['@fixture/store@^0.11.0', 'react@^19'])
    expect(pnpmCatalog(workspace['pnpm-workspace.yaml'])).toEqual(
      new Map([
        ['@fixture/store', '^0.11.0'],
        ['other', '1.0.0'],
      ]),
    )
  })

  it('installs another repository’s package the blocks import at the range a manifest names it with, and what this one’s packages they import depend on, but for a dependency named at two majors', async () => {
    const files = {
      ...workspace,
      ...manifest('zod-adapter', {
        types: 'dist/index.d.ts',
        dependencies: { zod: '^3.25.0' },
        peerDependencies: { valibot: '^1.0.0' },
      }),
      // Another imported package reaches one naming another major of zod.
      ...manifest('zz-plugin', {
        types: 'dist/index.d.ts',
        dependencies: { '@fixture/generator': 'workspace:*' },
      }),
      'packages/zz-plugin/src/index.ts': 'export {}\n',
      ...manifest('generator', { types: 'dist/index.d.ts', dependencies: { zod: '^4.4.3' } }),
      'packages/generator/src/index.ts': 'export {}\n',
      'packages/zod-adapter/src/index.ts': "import { z } from 'zod'\nexport const schema = z\n",
      ...manifest('ssr-query', {
        types: 'dist/index.d.ts',
        peerDependencies: { '@fixture/other-query': '>=5.90.0' },
      }),
      'packages/ssr-query/src/index.ts': 'export {}\n',
    }
    const source = (await monorepoTypeSource(reader(files), 'abc'))!
    const blocks = [
      "import { zodValidator } from '@fixture/zod-adapter'",
      "import { useQuery } from '@fixture/other-query'\nconst x = await import('@fixture/zod-adapter/v4')",
      "import { z } from 'zod'",
      "import { plugin } from '@fixture/zz-plugin'",
    ]
    const imported = scopeImports(blocks, '@fixture/react-query')
    expect(imported).toEqual(['@fixture/other-query', '@fixture/zod-adapter', '@fixture/zz-plugin'])
    // Without the blocks' imports, only the adapter's own dependencies.
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false)).toEqual(['@fixture/store@^0.11.0', 'react@^19'])
    // The imported package's own dependencies and peers outside the repository (`valibot`), as npm installs them beside it:
    // without them its types are `any` and every block importing it is skipped.
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false, imported)).toEqual([
      '@fixture/other-query@>=5.90.0',
      '@fixture/store@^0.11.0',
      'react@^19',
      'valibot@^1.0.0',
    ])
    // Alone, the zod adapter's zod is installed; reached at two majors, it is not: which one a page's `import { z } from 'zod'` means is not sure.
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false, ['@fixture/zod-adapter'])).toContain('zod@^3.25.0')
  })

  it('installs another repository’s package no package names at the range most of the examples name it with', async () => {
    // Form's devtools page imports `@tanstack/react-devtools`: only its examples depend on it.
    const files = {
      ...workspace,
      'examples/react/simple/package.json': json({ dependencies: { '@fixture/devtools': '^0.9.7', other: '^1.0.0' } }),
      'examples/react/array/package.json': json({ devDependencies: { '@fixture/devtools': '^0.9.7' } }),
      'examples/react/old/package.json': json({ dependencies: { '@fixture/devtools': '^0.8.0' } }),
    }
    const withExamples = { ...reader(files), listManifests: async () => Object.keys(files).filter((file) => file.startsWith('examples/')) }
    const source = (await monorepoTypeSource(withExamples, 'abc'))!
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false, ['@fixture/devtools'])).toContain('@fixture/devtools@^0.9.7')
    // Not imported by a block: not installed.
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false).join()).not.toContain('devtools')
  })

  it('installs what a package bundles (a devDependency its sources import), not its other devDependencies', async () => {
    // As @tanstack/query-devtools: Solid and superjson bundled into its build, listed as devDependencies.
    const files = {
      ...workspace,
      ...manifest('query-devtools', {
        types: 'build/index.d.ts',
        devDependencies: { 'solid-js': '^1.9.7', superjson: '^2.2.2', vitest: '^3.0.0', '@fixture/query-core': 'workspace:*' },
      }),
      'packages/query-devtools/src/index.ts':
        "import { render } from 'solid-js/web'\nimport { stringify } from \"superjson\"\nimport { helper } from './helper'\nimport fs from 'node:fs'\nexport { render, stringify, helper, fs }\n",
    }
    const source = (await monorepoTypeSource(reader(files), 'abc'))!
    expect(outsideDependencies(source, ['@fixture/react-query'], () => false, ['@fixture/query-devtools'])).toEqual([
      '@fixture/store@^0.11.0',
      'react@^19',
      'solid-js@^1.9.7',
      'superjson@^2.2.2',
    ])
  })

  it('installs them beside the repository’s packages, so a member of theirs is checked, not `any`', async () => {
    const files = {
      ...workspace,
      'packages/query-core/src/index.ts': "import { Store } from '@fixture/store'\nexport const store = new Store()\n",
    }
    const source = (await monorepoTypeSource(reader(files), 'abc'))!
    const cache = path.join(os.tmpdir(), `outside-deps-${process.pid}-${Date.now()}`)
    const installs: string[][] = []
    const withDependencies = await withOutsideDependencies(
      source,
      { ...setup, framework: 'react', adapter: '@fixture/react-query', packages: ['@fixture/react-query'] },
      cache,
      async (dir, specs) => {
        installs.push(specs)
        await mkdir(path.join(dir, 'node_modules/@fixture/store'), { recursive: true })
        await writeFile(path.join(dir, 'node_modules/@fixture/store/package.json'), json({ name: '@fixture/store', version: '0.11.2', types: 'index.d.ts' }))
        await writeFile(path.join(dir, 'node_modules/@fixture/store/index.d.ts'), 'export declare class Store { get state(): number }\n')
      },
    )
    expect(installs).toEqual([['@fixture/store@^0.11.0']])
    const checker = createSnippetChecker(withDependencies, setup)
    expect(checker.checkBlock({ lang: 'ts', code: "import { store } from '@fixture/query-core'\nstore.stat", line: 1 })).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551 }],
    })
    // Not installed, the dependency would be `any`: the block is skipped, not passed.
    expect(
      createSnippetChecker(source, setup).checkBlock({ lang: 'ts', code: "import { store } from '@fixture/query-core'\nstore.stat", line: 1 }),
    ).toMatchObject({ verdict: 'skipped' })
  })
})
