import { describe, expect, it } from 'vitest'
import { channelLabel } from './feedback-channel'

describe('channelLabel', () => {
  it('names each channel feedback comes through', () => {
    expect(channelLabel('page')).toBe('on the page')
    expect(channelLabel('api')).toBe('through the JSON API')
    expect(channelLabel('mcp')).toBe('through MCP')
    expect(channelLabel('other')).toBe('through other')
  })
})
