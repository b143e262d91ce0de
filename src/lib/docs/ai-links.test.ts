import { describe, expect, it } from 'vitest'
import { chatGptUrl, claudeUrl } from './ai-links'

describe('links to assistants', () => {
  const md = 'https://site.example/query/latest/docs/framework/react/overview.md'
  it('prefill a prompt naming the page’s Markdown', () => {
    expect(new URL(chatGptUrl(md)).searchParams.get('q')).toBe(`Read ${md} so I can ask you questions about it.`)
    expect(new URL(claudeUrl(md)).origin).toBe('https://claude.ai')
    expect(new URL(claudeUrl(md)).searchParams.get('q')).toContain(md)
  })
})
