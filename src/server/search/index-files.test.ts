import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeAbandonedTempFiles } from './index-files'

describe('removeAbandonedTempFiles', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('removes the temporary files of writers that are gone, and only those', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-files-'))
    // A process that has run and exited: its pid names a writer that is gone.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!
    const files = {
      dead: `query.ndjson.${gone}.tmp`,
      mine: `router.ndjson.${process.pid}.tmp`,
      parent: `table.ndjson.${process.ppid}.tmp`,
      index: 'query.ndjson',
      other: 'notes.tmp',
    }
    for (const name of Object.values(files)) writeFileSync(path.join(dir, name), 'x')
    expect(await removeAbandonedTempFiles(dir)).toEqual([files.dead])
    expect(readdirSync(dir).sort()).toEqual([files.index, files.other, files.mine, files.parent].sort())
    expect(existsSync(path.join(dir, files.dead))).toBe(false)
  })

  it('does nothing for a folder that does not exist yet', async () => {
    expect(await removeAbandonedTempFiles(path.join(tmpdir(), 'no-such-index-folder', String(Date.now())))).toEqual([])
  })
})
