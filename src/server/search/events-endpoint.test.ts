import { describe, expect, it } from 'vitest'
import { eventOriginAllowed } from './events-endpoint'

const at = (headers: Record<string, string>) => new Request('http://docs.test/api/search/1/events', { method: 'POST', headers })

describe('eventOriginAllowed', () => {
  it("takes the site's own pages and the listed origins", () => {
    expect(eventOriginAllowed(at({ origin: 'http://docs.test' }), [])).toBe(true)
    expect(eventOriginAllowed(at({ origin: 'https://preview.test' }), ['https://preview.test'])).toBe(true)
    expect(eventOriginAllowed(at({ 'sec-fetch-site': 'same-origin' }), [])).toBe(true)
  })
  it('refuses other origins, cross-site fetches and callers that name no origin', () => {
    expect(eventOriginAllowed(at({ origin: 'https://evil.test' }), ['https://preview.test'])).toBe(false)
    expect(eventOriginAllowed(at({ 'sec-fetch-site': 'cross-site' }), [])).toBe(false)
    expect(eventOriginAllowed(at({ origin: 'null' }), [])).toBe(false)
    expect(eventOriginAllowed(at({}), [])).toBe(false)
  })
})
