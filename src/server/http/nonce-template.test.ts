import { randomBytes } from 'node:crypto'
import { crc32, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { NonceTemplate } from './nonce-template'
import { newNonce } from './security-headers'

const page = (nonce: string, body: string) => `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">1</script></head><body>${body}<script nonce="${nonce}">2</script></body></html>`

describe('nonce template', () => {
  it('puts a fresh nonce wherever the stored one was, plain and gzipped', () => {
    const stored = newNonce()
    const template = NonceTemplate.from(Buffer.from(page(stored, '<p>Hello</p>')), stored)
    expect(template.nonceCount).toBe(3)
    const fresh = newNonce()
    expect(template.byteLength).toBe(Buffer.concat(template.renderPieces(fresh)).length)
    expect(Buffer.concat(template.renderPieces(fresh)).toString()).toBe(page(fresh, '<p>Hello</p>'))
    expect(gunzipSync(template.renderGzip(fresh)).toString()).toBe(page(fresh, '<p>Hello</p>'))
    const other = newNonce()
    expect(gunzipSync(template.renderGzip(other)).toString()).toBe(page(other, '<p>Hello</p>'))
  })

  it('handles a nonce at the very start and end, nonces side by side, and a page without one', () => {
    const stored = 'AAAAAAAAAAAAAAAAAAAAAA'
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB'
    for (const text of [`${stored}x${stored}${stored}y${stored}`, stored, '', 'no nonce here']) {
      const template = NonceTemplate.from(Buffer.from(text), stored)
      const expected = text.replaceAll(stored, fresh)
      expect(Buffer.concat(template.renderPieces(fresh)).toString()).toBe(expected)
      expect(gunzipSync(template.renderGzip(fresh)).toString()).toBe(expected)
    }
  })

  it('keeps a large page (many deflate blocks, random bytes) intact and about as small as gzip makes it', () => {
    const stored = newNonce()
    const filler = Array.from({ length: 2000 }, (_, i) => `<span class="line token-${i % 17}">${randomBytes(24).toString('hex')}</span>`).join('\n')
    const text = page(stored, `${filler}${randomBytes(300_000).toString('latin1')}${filler}`)
    const body = Buffer.from(text, 'latin1')
    const template = NonceTemplate.from(body, stored)
    const fresh = newNonce()
    const expected = Buffer.from(text.replaceAll(stored, fresh), 'latin1')
    const gzipped = Buffer.from(template.renderGzip(fresh))
    expect(gunzipSync(gzipped).equals(expected)).toBe(true)
    // The trailer's CRC-32 is chained from the parts' CRCs; it must equal the whole page's.
    expect(gzipped.readUInt32LE(gzipped.length - 8)).toBe(crc32(expected))
    expect(gzipped.readUInt32LE(gzipped.length - 4)).toBe(expected.length)
    expect(gzipped.length).toBeLessThan(gzipSync(expected).length * 1.05 + 200)
  })

  it('refuses a nonce of another length (the template would break)', () => {
    const template = NonceTemplate.from(Buffer.from('a NONCE b'), 'NONCE')
    expect(() => template.renderGzip('LONGER-NONCE')).toThrow(/length/)
    expect(() => template.renderPieces('N')).toThrow(/length/)
  })
})
