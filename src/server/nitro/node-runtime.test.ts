import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * entry.ts loads nitro's Node server from inside nitro's build output, which nitro does not
 * export: the version is pinned exactly, and an upgrade that moves the file fails here (and in
 * the build), not in production.
 */
describe("nitro's Node runtime", () => {
  it('is where entry.ts imports it, from the exact nitro version package.json pins', () => {
    const entry = readFileSync(path.join(import.meta.dirname, 'entry.ts'), 'utf8')
    const imported = /await import\('(\.\.\/[^']*node_modules\/nitro\/[^']+)'\)/.exec(entry)?.[1]
    expect(imported).toBeDefined()
    expect(existsSync(path.resolve(import.meta.dirname, imported!))).toBe(true)
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    const wanted = manifest.dependencies?.nitro ?? manifest.devDependencies?.nitro
    const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/nitro/package.json'), 'utf8')).version
    expect(wanted).toBe(installed)
  })
})
