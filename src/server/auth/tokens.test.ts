import { describe, expect, it } from 'vitest'
import { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens'

describe('session tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const a = newSessionToken()
    const b = newSessionToken()
    expect(Buffer.from(a, 'base64url')).toHaveLength(32)
    expect(a).not.toBe(b)
    expect(isWellFormedToken(a)).toBe(true)
  })
  it('are stored as a SHA-256 hash, never as themselves', () => {
    const token = newSessionToken()
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSessionToken(token)).not.toContain(token)
  })
  it('refuse anything else before a lookup', () => {
    for (const bad of [undefined, '', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) expect(isWellFormedToken(bad)).toBe(false)
  })
})
