import { describe, expect, it } from 'vitest'
import { codeSampleOf, installTabsFor, installTabsOf, npmPackagesOf, sampleMarkdown } from './landing-start'

describe('the install command from the docs', () => {
  it('takes the docs’ own package-manager tab block when there is one', () => {
    const page =
      'Intro\n\n<!-- ::start:tabs variant="package-managers" -->\n\nreact: @tanstack/react-form\nvue: @tanstack/vue-form\n\n<!-- ::end:tabs -->\n\nMore'
    expect(installTabsOf(page)).toBe(
      '<!-- ::start:tabs variant="package-managers" -->\n\nreact: @tanstack/react-form\nvue: @tanstack/vue-form\n\n<!-- ::end:tabs -->',
    )
    expect(installTabsOf('no tabs')).toBeUndefined()
  })

  it('else reads the packages of the first npm install in a shell fence', () => {
    expect(npmPackagesOf('### NPM\n\n```bash\nnpm i @tanstack/react-query\n```\n\nor\n\n```bash\npnpm add @tanstack/react-query\n```')).toEqual([
      '@tanstack/react-query',
    ])
    expect(npmPackagesOf('```sh\n$ npm install -D @tanstack/eslint-plugin-query zod@^3 # lint\n```')).toEqual(['@tanstack/eslint-plugin-query', 'zod@^3'])
    expect(npmPackagesOf('```bash\npnpm add x\n```')).toBeUndefined()
  })

  it('writes a tab block per framework for the docs’ renderer', () => {
    expect(
      installTabsFor(
        new Map([
          ['react', ['@tanstack/react-query']],
          ['vue', ['@tanstack/vue-query']],
        ]),
      ),
    ).toBe('<!-- ::start:tabs variant="package-manager" -->\n\nreact: @tanstack/react-query\nvue: @tanstack/vue-query\n\n<!-- ::end:tabs -->')
    expect(installTabsFor(new Map())).toBeUndefined()
  })
})

describe('the code sample from the docs', () => {
  it('is the first app-language block of 4 to 40 lines', () => {
    const page = [
      '```bash',
      'npm i x',
      '```',
      '',
      '```tsx',
      'a()',
      '```',
      '',
      '```tsx title="app.tsx"',
      'import { x } from "y"',
      '',
      'x()',
      'export {}',
      '```',
    ].join('\n')
    expect(codeSampleOf(page)).toEqual({ lang: 'tsx', code: 'import { x } from "y"\n\nx()\nexport {}' })
    expect(codeSampleOf(['```ts', ...Array(41).fill('x()'), '```'].join('\n'))).toBeUndefined()
  })

  it('is fenced so that backticks inside cannot end it', () => {
    expect(sampleMarkdown({ lang: 'ts', code: 'const s = `a ${"```"}`' })).toBe('````ts\nconst s = `a ${"```"}`\n````')
  })
})
