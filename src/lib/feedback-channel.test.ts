import { describe, expect, it } from 'vitest'
import { channelLabel } from './feedback-channel'

describe('channelLabel', () => {
  it('names each channel feedback comes through, and any other by its own name', () => {
    expect(['page', 'api', 'mcp', 'other', 'constructor'].map(channelLabel)).toEqual([
      'on the page',
      'through the JSON API',
      'through MCP',
      'through other',
      'through constructor',
    ])
  })
})
