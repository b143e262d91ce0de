import { describe, expect, it } from 'vitest'
import { expectText } from '../../../tests/support/text'
import { unifiedMarkdownDiff } from './markdown-diff'

describe('unifiedMarkdownDiff', () => {
  it('is a unified diff naming both versions, with the changed line removed and added', () => {
    const patch = unifiedMarkdownDiff(
      { label: 'v4', path: 'docs/guides/caching.md', markdown: '# Caching\n\nSet `cacheTime`.\n\nThe end.' },
      { label: 'v5', path: 'docs/guides/caching.md', markdown: '# Caching\n\nSet `gcTime`.\n\nThe end.' },
    )
    expectText(patch, {
      has: ['--- v4/docs/guides/caching.md\tv4', '+++ v5/docs/guides/caching.md\tv5', '@@ -1,5 +1,5 @@', '-Set `cacheTime`.', '+Set `gcTime`.', ' The end.'],
    })
  })

  it('has no hunk when nothing changed', () => {
    const side = { label: 'v4', path: 'a.md', markdown: 'same' }
    expect(unifiedMarkdownDiff(side, { ...side, label: 'v5' })).not.toContain('@@')
  })
})
