import { describe, expect, it } from 'vitest'
import { transformTabBlocks } from './tabs'

describe('tab blocks', () => {
  it('turns package-manager lines into install commands for the current framework', () => {
    const out = transformTabBlocks(
      ['<!-- ::start:tabs variant="package-manager" mode="dev-install" -->', '', 'react: @tanstack/react-x', 'solid: @tanstack/solid-x', '', '<!-- ::end:tabs -->'].join('\n'),
      { framework: 'solid' },
    )
    expect(out).toContain('data-tab-group="package-manager"')
    expect(out).toContain('npm i -D @tanstack/solid-x')
    expect(out).toContain('pnpm add -D @tanstack/solid-x')
    expect(out).not.toContain('react-x')
    expect(out.match(/role="tab"/g)).toHaveLength(4)
  })

  it('makes one tab per titled code block in a files block', () => {
    const out = transformTabBlocks(
      ['<!-- ::start:tabs variant="files" -->', '```ts title="a.ts"', 'const a = 1', '```', '', '```tsx title="b.tsx"', '# not a heading', '```', '<!-- ::end:tabs -->'].join('\n'),
    )
    expect(out).toContain('data-tab-value="a-ts"')
    expect(out).toContain('>b.tsx</button>')
    expect(out).toContain('# not a heading')
  })

  it('splits bundler and framework blocks on headings outside code, preselecting the framework', () => {
    const block = ['<!-- ::start:framework -->', '# React', '```bash', '# a comment, not a tab', '```', '# Solid', 'solid text', '<!-- ::end:framework -->'].join('\n')
    const out = transformTabBlocks(block, { framework: 'solid' })
    expect(out.match(/role="tab"/g)).toHaveLength(2)
    expect(out).toContain('# a comment, not a tab')
    expect(out).toMatch(/data-tab-value="solid" aria-selected="true"/)
    expect(out).toMatch(/role="tabpanel" class="md-tabpanel" data-tab-value="react" hidden/)
  })

  it('leaves blocks inside code fences and unclosed blocks alone', () => {
    const fenced = ['```md', '<!-- ::start:tabs variant="files" -->', '<!-- ::end:tabs -->', '```'].join('\n')
    expect(transformTabBlocks(fenced)).toBe(fenced)
    const unclosed = '<!-- ::start:framework -->\n# React\ntext'
    expect(transformTabBlocks(unclosed)).toBe(unclosed)
  })
})
