import { describe, expect, it } from 'vitest'
import { BodyError, jsonDepth, parseJsonWithin, readBodyBytes, readJsonBody } from './body'

/** A request whose body never ends: it streams 64 KiB chunks for as long as they are read. */
function endlessRequest(pulled: { chunks: number }): Request {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks++
      controller.enqueue(chunk)
    },
  })
  return new Request('http://site.test/api', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

describe('readBodyBytes', () => {
  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const pulled = { chunks: 0 }
    let atRefusal = 0
    const error = await readBodyBytes(endlessRequest(pulled), 256 * 1024).catch((e: unknown) => {
      atRefusal = pulled.chunks
      return e
    })
    expect(error).toBeInstanceOf(BodyError)
    expect((error as BodyError).status).toBe(413)
    // Four chunks fill the limit; the fifth crosses it. A few more may be queued ahead of the reader.
    expect(atRefusal).toBeLessThan(10)
    // Nothing more is read after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(pulled.chunks).toBeLessThan(10)
  })
  it('refuses at once a body whose declared length is over the limit', async () => {
    const request = new Request('http://site.test/api', { method: 'POST', body: 'x'.repeat(100), headers: { 'content-length': '100' } })
    await expect(readBodyBytes(request, 10)).rejects.toMatchObject({ status: 413 })
  })
  it('reads a body within the limit', async () => {
    const request = new Request('http://site.test/api', { method: 'POST', body: '{"a":1}' })
    expect(await readJsonBody(request, { maxBytes: 100, maxDepth: 4 })).toEqual({ a: 1 })
  })
})

describe('JSON depth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3)
    expect(jsonDepth('"\\"[[["')).toBe(0)
    expect(jsonDepth('1')).toBe(0)
  })
  it('refuses deep nesting with a 400 before parsing', () => {
    const deep = `{"params":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`
    expect(() => parseJsonWithin(deep, 32)).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => parseJsonWithin('{"a":', 32)).toThrow(expect.objectContaining({ status: 400 }))
    expect(parseJsonWithin('{"requests":[{"params":{"facetFilters":[["a"]]}}]}', 32)).toBeTruthy()
  })
})
