import { describe, expect, it } from 'vitest'
import { isAgent, readerOf } from './agents'

describe('readerOf', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'human'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)', 'ChatGPT'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot', 'GPTBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'ClaudeBot'],
    ['Claude-User/1.0', 'Claude'],
    ['Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)', 'Perplexity'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'bot'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', 'bot'],
    ['curl/8.5.0', 'program'],
    ['node', 'program'],
    ['', 'program'],
    [undefined, 'program'],
  ])('%s → %s', (ua, reader) => {
    expect(readerOf(ua)).toBe(reader)
  })

  it('tells agents from the rest', () => {
    expect(isAgent('Claude')).toBe(true)
    expect(isAgent('human')).toBe(false)
    expect(isAgent('bot')).toBe(false)
  })
})
