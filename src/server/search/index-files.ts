/**
 * One file per library in SEARCH_INDEX_DIR (`<library>.ndjson`): a header line (format and the
 * content identity the records were built from), then one record per line. Written as the
 * records are made and read back line by line, so neither side holds the file and the records
 * at once. A file of another format is ignored (that library is rebuilt).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { SearchRecord } from './records'

/** Raised whenever the record shape changes, so files written by older code are rebuilt. */
export const INDEX_FORMAT = 3

type Header = { format: number; library: string; fingerprint: string; builtAt: string }

export function libraryFile(dir: string, library: string): string {
  return path.join(dir, `${library}.ndjson`)
}

/** A library's persisted records, or undefined when there is no usable file. */
export async function readLibraryFile(dir: string, library: string): Promise<{ fingerprint: string; records: AsyncIterable<SearchRecord> } | undefined> {
  const stream = createReadStream(libraryFile(dir, library), { encoding: 'utf8' })
  try {
    await once(stream, 'readable')
  } catch {
    return undefined
  }
  const lines = createInterface({ input: stream, crlfDelay: Infinity })[Symbol.asyncIterator]()
  let header: Header
  try {
    const first = await lines.next()
    header = JSON.parse(first.done ? '' : first.value) as Header
  } catch {
    stream.destroy()
    return undefined
  }
  if (header.format !== INDEX_FORMAT || header.library !== library || typeof header.fingerprint !== 'string') {
    stream.destroy()
    return undefined
  }
  const records = (async function* () {
    try {
      for (let line = await lines.next(); !line.done; line = await lines.next()) {
        if (line.value) yield JSON.parse(line.value) as SearchRecord
      }
    } finally {
      stream.destroy()
    }
  })()
  return { fingerprint: header.fingerprint, records }
}

/**
 * Writes a library's file while its records pass through `tee`; `done` puts the file in place
 * (until then the previous file stays), or removes the partial file when the records failed.
 */
export function writeLibraryFile(dir: string, library: string, fingerprint: string) {
  const target = libraryFile(dir, library)
  const temp = `${target}.${process.pid}.tmp`
  let failed = false
  let opened: Promise<ReturnType<typeof createWriteStream>> | undefined
  const open = async () => {
    await mkdir(dir, { recursive: true })
    const out = createWriteStream(temp, { encoding: 'utf8' })
    const header: Header = { format: INDEX_FORMAT, library, fingerprint, builtAt: new Date().toISOString() }
    out.write(`${JSON.stringify(header)}\n`)
    return out
  }
  return {
    async *tee(records: AsyncIterable<SearchRecord>): AsyncGenerator<SearchRecord> {
      opened ??= open()
      const out = await opened
      try {
        for await (const record of records) {
          if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain')
          yield record
        }
      } catch (error) {
        failed = true
        throw error
      }
    },
    async done() {
      opened ??= open()
      const out = await opened
      out.end()
      await once(out, 'finish')
      if (failed) await rm(temp, { force: true })
      else await rename(temp, target)
    },
  }
}
