import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Associations } from './associations'
import { knownMessage } from './error-messages'
import { readAssociationsFile, readMessagesFile, removeAbandonedTempFiles, writeAssociationsFile, writeMessagesFile } from './index-files'

describe('removeAbandonedTempFiles', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('removes the temporary files of writers that are gone, and only those', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-files-'))
    // A process that has run and exited: its pid names a writer that is gone.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!
    const files = {
      dead: `query.ndjson.${gone}.tmp`,
      deadMessages: `query.messages.json.${gone}.tmp`,
      mine: `router.ndjson.${process.pid}.tmp`,
      parent: `table.ndjson.${process.ppid}.tmp`,
      index: 'query.ndjson',
      other: 'notes.tmp',
    }
    for (const name of Object.values(files)) writeFileSync(path.join(dir, name), 'x')
    expect((await removeAbandonedTempFiles(dir)).sort()).toEqual([files.dead, files.deadMessages].sort())
    expect(readdirSync(dir).sort()).toEqual([files.index, files.other, files.mine, files.parent].sort())
    expect(existsSync(path.join(dir, files.dead))).toBe(false)
  })

  it('does nothing for a folder that does not exist yet', async () => {
    expect(await removeAbandonedTempFiles(path.join(tmpdir(), 'no-such-index-folder', String(Date.now())))).toEqual([])
  })
})

describe('the messages and associations stored beside the records', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('reads the messages back only for the content they were read from', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-files-'))
    const messages = [knownMessage('No QueryClient set, use QueryClientProvider to set one', '@tanstack/react-query')]
    await writeMessagesFile(dir, 'query', 'query@main=abc', messages)
    expect(await readMessagesFile(dir, 'query', 'query@main=abc')).toEqual(messages)
    expect(await readMessagesFile(dir, 'query', 'query@main=def')).toBeUndefined()
    expect(await readMessagesFile(dir, 'router', 'query@main=abc')).toBeUndefined()
  })

  it('gives the associations back as learned, with the libraries they were learned from', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-files-'))
    const table = new Associations(
      new Map([
        [
          'finish',
          [
            { term: 'depend', strength: 1 },
            { term: 'waterfal', strength: 0.4 },
          ],
        ],
      ]),
    )
    await Promise.all([writeAssociationsFile(dir, { query: 'old' }, []), writeAssociationsFile(dir, { query: 'a', form: 'b' }, table.toStored())])
    const stored = await readAssociationsFile(dir)
    expect(stored?.learnedFrom).toEqual({ query: 'a', form: 'b' })
    expect(Associations.fromStored(stored!.table).of('finish')).toEqual(table.of('finish'))
    writeFileSync(path.join(dir, 'associations.json'), '{"format":1,"learnedFrom":')
    expect(await readAssociationsFile(dir)).toBeUndefined()
  })
})
