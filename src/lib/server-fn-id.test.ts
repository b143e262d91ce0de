import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverFnId } from './server-fn-id'

const root = path.resolve(import.meta.dirname, '../..')

/** Every server function of the site, as the build names it: its file from the root and its handler. */
function siteServerFns(): { filename: string; functionName: string }[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.functions\.ts$/.test(file))
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, 'src', file), 'utf8')
    return [...source.matchAll(/export const (\w+) = createServerFn\(/g)].map((match) => ({
      filename: path.posix.join('src', file.split(path.sep).join('/')),
      functionName: `${match[1]}_createServerFn_handler`,
    }))
  })
}

describe('serverFnId', () => {
  it('is 12 characters a URL path carries as they are, the same on every build', () => {
    const fn = { filename: 'src/features/docs/docs.functions.ts', functionName: 'getDocPageFn_createServerFn_handler' }
    expect(serverFnId(fn)).toMatch(/^[A-Za-z0-9_-]{12}$/)
    expect(serverFnId({ ...fn })).toBe(serverFnId(fn))
  })

  it('tells every server function of the site apart', () => {
    const fns = siteServerFns()
    expect(fns.length).toBeGreaterThan(20)
    expect(new Set(fns.map(serverFnId)).size).toBe(fns.length)
  })
})
