/**
 * One file per library in SEARCH_INDEX_DIR (`<library>.ndjson`): a header line (format and the
 * content identity the records were built from), then one record per line. Written as the
 * records are made — into a temporary file that takes the place of the previous one only when
 * complete — and read back line by line, so neither side holds the file and the records at
 * once. A file of another format is ignored (that library is rebuilt).
 *
 * Beside them, what the server would otherwise work out again at every start: the messages a
 * library's source prints (`<library>.messages.json`) and the associations learned over every
 * library (`associations.json`), and the whole index as MiniSearch serializes it
 * (`index-snapshot.json`), each with the content fingerprints it was made from, so a start on a
 * changed corpus makes them again and a start on the same one reads them.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { StoredAssociations } from './associations'
import type { KnownMessage } from './error-messages'
import type { SearchRecord } from './records'

/** Raised whenever the record shape changes, so files written by older code are rebuilt. */
export const INDEX_FORMAT = 6

type Header = { format: number; library: string; fingerprint: string; builtAt: string }

export function libraryFile(dir: string, library: string): string {
  return path.join(dir, `${library}.ndjson`)
}

function tempFile(dir: string, library: string): string {
  return `${libraryFile(dir, library)}.${process.pid}.tmp`
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the temporary files of writers that are gone (a crash, a kill): nothing else would,
 * and each is as large as a library's index. Files of running processes (a build worker now,
 * another server on the same folder) are left to them. Returns the names removed.
 */
export async function removeAbandonedTempFiles(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const abandoned = names.filter((name) => {
    const pid = /\.(?:ndjson|json)\.(\d+)\.tmp$/.exec(name)?.[1]
    return pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid))
  })
  await Promise.all(abandoned.map((name) => rm(path.join(dir, name), { force: true })))
  return abandoned
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

/** A library's file being written: its header first, records appended (by one writer at a time), then put in place. */
export type LibraryFileWriter = { temp: string; commit: () => Promise<void>; discard: () => Promise<void> }

export async function startLibraryFile(dir: string, library: string, fingerprint: string): Promise<LibraryFileWriter> {
  await mkdir(dir, { recursive: true })
  const temp = tempFile(dir, library)
  const header: Header = { format: INDEX_FORMAT, library, fingerprint, builtAt: new Date().toISOString() }
  await writeFile(temp, `${JSON.stringify(header)}\n`)
  return {
    temp,
    commit: () => rename(temp, libraryFile(dir, library)),
    discard: () => rm(temp, { force: true }),
  }
}

/** Appends records to a file being written, as they come; returns how many. */
export async function appendRecords(temp: string, records: AsyncIterable<SearchRecord>): Promise<number> {
  const out = createWriteStream(temp, { flags: 'a', encoding: 'utf8' })
  let count = 0
  try {
    for await (const record of records) {
      if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain')
      count++
    }
  } finally {
    out.end()
    await once(out, 'finish')
  }
  return count
}

/** Raised whenever the shape of the stored associations or the snapshot's head changes. */
export const DERIVED_FORMAT = 1
/** Raised whenever what is stored of a message changes (2: the API that prints it, `KnownMessage.thrower`). */
export const MESSAGES_FORMAT = 2

type MessagesFile = { format: number; library: string; fingerprint: string; messages: KnownMessage[] }
type AssociationsFile = { format: number; learnedFrom: Record<string, string>; table: StoredAssociations }

export function messagesFile(dir: string, library: string): string {
  return path.join(dir, `${library}.messages.json`)
}

export function associationsFile(dir: string): string {
  return path.join(dir, 'associations.json')
}

/** Writes of each file, one after another: they share the file's temporary name. */
const writing = new Map<string, Promise<boolean>>()

/**
 * Writes a whole file under a temporary name first, so a reader never sees half of it; `write`
 * returns false to leave the previous file in place. Resolves to whether the file was replaced.
 */
function writeInPlace(file: string, write: (temp: string) => Promise<boolean>): Promise<boolean> {
  const replace = async () => {
    await mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    try {
      if (!(await write(temp))) {
        await rm(temp, { force: true })
        return false
      }
      await rename(temp, file)
      return true
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }
  const done = (writing.get(file) ?? Promise.resolve()).catch(() => undefined).then(replace)
  writing.set(file, done)
  void done.finally(() => writing.get(file) === done && writing.delete(file)).catch(() => undefined)
  return done
}

async function writeJsonInPlace(file: string, value: unknown): Promise<void> {
  await writeInPlace(file, async (temp) => {
    await writeFile(temp, JSON.stringify(value))
    return true
  })
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

export function writeMessagesFile(dir: string, library: string, fingerprint: string, messages: KnownMessage[]): Promise<void> {
  const contents: MessagesFile = { format: MESSAGES_FORMAT, library, fingerprint, messages }
  return writeJsonInPlace(messagesFile(dir, library), contents)
}

/** The messages stored for a library, when they were read from the source at `fingerprint`. */
export async function readMessagesFile(dir: string, library: string, fingerprint: string): Promise<KnownMessage[] | undefined> {
  const stored = (await readJson(messagesFile(dir, library))) as Partial<MessagesFile> | undefined
  if (stored?.format !== MESSAGES_FORMAT || stored.library !== library || stored.fingerprint !== fingerprint || !Array.isArray(stored.messages))
    return undefined
  return stored.messages
}

export function writeAssociationsFile(dir: string, learnedFrom: Record<string, string>, table: StoredAssociations): Promise<void> {
  const contents: AssociationsFile = { format: DERIVED_FORMAT, learnedFrom, table }
  return writeJsonInPlace(associationsFile(dir), contents)
}

/** The stored associations and the libraries (id → fingerprint) they were learned from. */
export async function readAssociationsFile(dir: string): Promise<{ learnedFrom: Record<string, string>; table: StoredAssociations } | undefined> {
  const stored = (await readJson(associationsFile(dir))) as Partial<AssociationsFile> | undefined
  if (stored?.format !== DERIVED_FORMAT || typeof stored.learnedFrom !== 'object' || stored.learnedFrom === null || !Array.isArray(stored.table))
    return undefined
  return { learnedFrom: stored.learnedFrom, table: stored.table }
}

export function indexSnapshotFile(dir: string): string {
  return path.join(dir, 'index-snapshot.json')
}

type SnapshotHead = { format: number; indexFormat: number; fingerprints: Record<string, string> }

/**
 * Writes the engine's index as text (`SearchEngine.indexSnapshot`) with the libraries'
 * fingerprints it was made from; the previous snapshot stays when the text ends short.
 */
export function writeIndexSnapshot(dir: string, fingerprints: Record<string, string>, text: AsyncGenerator<string, boolean>): Promise<boolean> {
  return writeInPlace(indexSnapshotFile(dir), async (temp) => {
    const out = createWriteStream(temp, { encoding: 'utf8' })
    const head: SnapshotHead = { format: DERIVED_FORMAT, indexFormat: INDEX_FORMAT, fingerprints }
    try {
      out.write(`${JSON.stringify(head).slice(0, -1)},"index":`)
      for (;;) {
        const next = await text.next()
        if (next.done) {
          out.write('}')
          return next.value
        }
        if (!out.write(next.value)) await once(out, 'drain')
      }
    } finally {
      out.end()
      await once(out, 'finish')
    }
  })
}

/** The stored index snapshot: the libraries (id → fingerprint) it holds, and the index as `DocsIndex.fromSnapshot` reads it. */
export async function readIndexSnapshot(dir: string): Promise<{ fingerprints: Record<string, string>; index: unknown } | undefined> {
  const stored = (await readJson(indexSnapshotFile(dir))) as (Partial<SnapshotHead> & { index?: unknown }) | undefined
  if (stored?.format !== DERIVED_FORMAT || stored.indexFormat !== INDEX_FORMAT || typeof stored.fingerprints !== 'object' || stored.fingerprints === null)
    return undefined
  return { fingerprints: stored.fingerprints, index: stored.index }
}
