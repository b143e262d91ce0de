import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A rendered page kept for reuse, with its CSP nonce cut out so every response can carry a
 * fresh one. The text between nonce positions is compressed once, when the page is stored:
 * each part as raw deflate ended by a sync flush (byte-aligned, so parts can be laid end to
 * end), the last one finished. A response then only puts the new nonce between the parts as
 * stored (uncompressed) deflate blocks and wraps the whole in a gzip header and trailer
 * (CRC-32 and length of the uncompressed page), instead of compressing the page again. The
 * CRC-32 is not computed over the whole page either: each part's CRC is kept, and the CRCs
 * of parts and nonce are chained with zlib's `crc32_combine` method, whose "append n zero
 * bytes" operators are prepared per part length when the page is stored.
 */
export class NonceTemplate {
  /** The page's length in bytes with a nonce in place (every nonce has the stored one's length). */
  readonly byteLength: number

  private constructor(
    private readonly parts: Buffer[],
    private readonly deflatedParts: Buffer[],
    private readonly nonceLength: number,
    private readonly partCrcs: number[],
    private readonly partShifts: Uint32Array[],
    private readonly nonceShift: Uint32Array,
  ) {
    this.byteLength = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * nonceLength
  }

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
    return new NonceTemplate(
      parts,
      deflatedParts,
      marker.length,
      parts.map((part) => crc32(part)),
      parts.map((part) => zeroBytesOperator(part.length)),
      zeroBytesOperator(marker.length),
    )
  }

  /** How many times the nonce occurs in the page. */
  get nonceCount(): number {
    return this.parts.length - 1
  }

  private checkNonce(nonce: Buffer) {
    // Stored blocks hold at most 65,535 bytes; a nonce is a few dozen.
    if (nonce.length !== this.nonceLength || nonce.length > 0xffff) throw new Error('The nonce must have the length of the one the page was stored with')
  }

  /**
   * The page with `nonce` in place, as the stored parts with the nonce between them (not
   * joined: sending them as they are copies nothing).
   */
  renderPieces(nonce: string): Buffer[] {
    const value = Buffer.from(nonce)
    this.checkNonce(value)
    const pieces: Buffer[] = []
    this.parts.forEach((part, i) => {
      if (i > 0) pieces.push(value)
      pieces.push(part)
    })
    return pieces
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

    const nonceCrc = crc32(value)
    let crc = 0
    let length = 0
    const pieces: Buffer[] = [GZIP_HEADER]
    this.parts.forEach((part, i) => {
      if (i > 0) {
        pieces.push(storedNonce)
        crc = (gf2Times(this.nonceShift, crc) ^ nonceCrc) >>> 0
        length += value.length
      }
      pieces.push(this.deflatedParts[i] as Buffer)
      crc = (gf2Times(this.partShifts[i] as Uint32Array, crc) ^ (this.partCrcs[i] as number)) >>> 0
      length += part.length
    })
    const trailer = Buffer.allocUnsafe(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(length % 2 ** 32, 4)
    pieces.push(trailer)
    return joined(pieces)
  }
}

/*
 * CRC-32 combination, after zlib's crc32_combine: the CRC of A followed by B is
 * shift(CRC(A), len(B)) ^ CRC(B), where shift appends len(B) zero bytes to A's CRC register, a
 * linear map over GF(2) held as a 32×32 bit matrix (one 32-bit column per input bit).
 */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0
  for (let i = 0, v = vector >>> 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i] as number
  return sum >>> 0
}

function gf2Square(matrix: Uint32Array): Uint32Array<ArrayBuffer> {
  const square = new Uint32Array(32)
  for (let n = 0; n < 32; n++) square[n] = gf2Times(matrix, matrix[n] as number)
  return square
}

/** The operator that appends `bytes` zero bytes to a CRC-32 register. */
function zeroBytesOperator(bytes: number): Uint32Array {
  const result = new Uint32Array(32)
  for (let n = 0; n < 32; n++) result[n] = (1 << n) >>> 0
  // One zero bit: the reflected CRC-32 polynomial, then the identity shifted by one.
  let power: Uint32Array<ArrayBuffer> = new Uint32Array(32)
  power[0] = 0xedb88320
  for (let n = 1; n < 32; n++) power[n] = (1 << (n - 1)) >>> 0
  for (let i = 0; i < 3; i++) power = gf2Square(power) // 2, 4, then 8 zero bits: one byte
  for (let remaining = bytes; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) {
      const applied = new Uint32Array(32)
      for (let n = 0; n < 32; n++) applied[n] = gf2Times(power, result[n] as number)
      result.set(applied)
    }
    if (remaining > 1) power = gf2Square(power)
  }
  return result
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
