import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The folders the README's map ("Where things are") names under its `src/server/` line. */
function foldersInReadmeMap(readme: string): string[] {
  const lines = readme.split('\n')
  const start = lines.findIndex((line) => line.startsWith('src/server/'))
  const named: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break
    for (const match of line
      .trimStart()
      .split(/\s{2,}/)[0]!
      .matchAll(/([\w-]+)\//g))
      named.push(match[1]!)
  }
  return named
}

describe('README map of src/server/', () => {
  it('names every folder of src/server/, and no folder that is not there', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const named = foldersInReadmeMap(readme)
    expect(named).toContain('docs')
    expect([...new Set(named)].sort()).toEqual(folders.sort())
  })
})
