import { describe, expect, it } from 'vitest'
import { htmlSafeJson } from './html-safe-json'

describe('htmlSafeJson', () => {
  it('escapes markup characters inside strings and keys, and parses back to the same value', () => {
    const value = { query: '<script>alert(1)</script> & "x"', ['<k>']: ['\u2028', 1, null] }
    const text = htmlSafeJson(value)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003cscript\\u003e')
    expect(JSON.parse(text)).toEqual(value)
  })
})
