import { describe, expect, it } from 'vitest'
import { channelLabel } from './feedback-channel'

describe('channelLabel', () => {
  it('says only what the site knows of how feedback came', () => {
    expect(channelLabel('page')).toBe('from the page’s form')
    // The page's buttons post JSON like any API client: the label names both, never "via api" alone.
    expect(channelLabel('api')).toBe('from the page’s buttons or the API')
    expect(channelLabel('mcp')).toBe('from an AI tool (MCP)')
    expect(channelLabel('other')).toBe('via other')
  })
})
