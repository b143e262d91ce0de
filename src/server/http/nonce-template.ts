import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A rendered page kept for reuse, with its CSP nonce cut out so every response can carry a
 * fresh one. The text between nonce positions is compressed once, when the page is stored:
 * each part as raw deflate ended by a sync flush (byte-aligned, so parts can be laid end to
 * end), the last one finished. A response then only puts the new nonce between the parts as
 * stored (uncompressed) deflate blocks and wraps the whole in a gzip header and trailer
 * (CRC-32 and length of the uncompressed page), instead of compressing the page again.
 */
export class NonceTemplate {
  private constructor(
    private readonly parts: Buffer[],
    private readonly deflatedParts: Buffer[],
    private readonly nonceLength: number,
  ) {}

  /** Cuts `nonce` out of `body` wherever it occurs. */
  static from(body: Uint8Array, nonce: string): NonceTemplate {
    const page = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
    const marker = Buffer.from(nonce)
    const parts: Buffer[] = []
    let start = 0
    for (let at = marker.length ? page.indexOf(marker, start) : -1; at !== -1; at = page.indexOf(marker, start)) {
      parts.push(page.subarray(start, at))
      start = at + marker.length
    }
    parts.push(page.subarray(start))
    const deflatedParts = parts.map((part, i) =>
      deflateRawSync(part, { level: 6, finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
    )
    return new NonceTemplate(parts, deflatedParts, marker.length)
  }

  /** How many times the nonce occurs in the page. */
  get nonceCount(): number {
    return this.parts.length - 1
  }

  private checkNonce(nonce: Buffer) {
    // Stored blocks hold at most 65,535 bytes; a nonce is a few dozen.
    if (nonce.length !== this.nonceLength || nonce.length > 0xffff) throw new Error('The nonce must have the length of the one the page was stored with')
  }

  /** The page with `nonce` in place. */
  render(nonce: string): Uint8Array<ArrayBuffer> {
    const value = Buffer.from(nonce)
    this.checkNonce(value)
    const pieces: Buffer[] = []
    this.parts.forEach((part, i) => {
      if (i > 0) pieces.push(value)
      pieces.push(part)
    })
    return joined(pieces)
  }

  /** The page with `nonce` in place, as a gzip stream. */
  renderGzip(nonce: string): Uint8Array<ArrayBuffer> {
    const value = Buffer.from(nonce)
    this.checkNonce(value)
    const storedNonce = Buffer.allocUnsafe(5 + value.length)
    // A non-final stored block: header bits 000 padded to the byte (the stream is byte-aligned
    // after a sync flush), then LEN and its one's complement, little-endian, then the bytes.
    storedNonce[0] = 0
    storedNonce.writeUInt16LE(value.length, 1)
    storedNonce.writeUInt16LE(~value.length & 0xffff, 3)
    value.copy(storedNonce, 5)

    let crc = 0
    let length = 0
    const pieces: Buffer[] = [GZIP_HEADER]
    this.parts.forEach((part, i) => {
      if (i > 0) {
        pieces.push(storedNonce)
        crc = crc32(value, crc)
        length += value.length
      }
      pieces.push(this.deflatedParts[i] as Buffer)
      crc = crc32(part, crc)
      length += part.length
    })
    const trailer = Buffer.allocUnsafe(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(length % 2 ** 32, 4)
    pieces.push(trailer)
    return joined(pieces)
  }
}

/** The pieces copied into one new buffer of its own (not Node's shared pool: the body outlives this call). */
function joined(pieces: Buffer[]): Uint8Array<ArrayBuffer> {
  const out = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let at = 0
  for (const piece of pieces) at += piece.copy(out, at)
  return out
}

/** Magic, deflate, no flags, no modification time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
