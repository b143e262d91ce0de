/**
 * The folders of src/server/ depend on one another one way only: no folder reaches itself again
 * through the imports of its files (static, dynamic and type-only imports alike; tests aside).
 * A loop between two wings (snippets → docs → markdown → snippets, say) is where a change in one
 * wing starts breaking another.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const serverRoot = path.resolve(__dirname)
const srcRoot = path.dirname(serverRoot)

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The folder of src/server/ a path lies in, or undefined for a file directly in src/server/ or outside it. */
function folderOf(file: string): string | undefined {
  const parts = path.relative(serverRoot, file).split(path.sep)
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined
}

/** Folder → the folders its files import, each with one import that shows it. */
export function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(serverRoot)) {
    const from = folderOf(file)
    if (!from) continue
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const spec = imported.fileName
      const target = spec.startsWith('~/') ? path.join(srcRoot, spec.slice(2)) : spec.startsWith('.') ? path.join(path.dirname(file), spec) : undefined
      const to = target && folderOf(target.endsWith(path.sep) ? target : `${target}${path.sep}x`)
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, `${path.relative(srcRoot, file)} imports ${spec}`)
      graph.set(from, edges)
    }
  }
  return graph
}

/** Every loop of folders, each as the imports that make it. */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = []
  const pathTo = (from: string, to: string, seen: Set<string>): string[] | undefined => {
    for (const [next, via] of graph.get(from) ?? []) {
      if (next === to) return [via]
      if (seen.has(next)) continue
      seen.add(next)
      const rest = pathTo(next, to, seen)
      if (rest) return [via, ...rest]
    }
    return undefined
  }
  for (const folder of graph.keys()) {
    const loop = pathTo(folder, folder, new Set([folder]))
    if (loop) found.push(loop)
  }
  return found
}

describe('folders of src/server', () => {
  it('import one another without a loop', () => {
    const graph = folderGraph()
    // The check sees the wings: docs reads content, and markdown is used by docs and blog.
    expect(graph.get('docs')?.has('content')).toBe(true)
    expect(graph.get('blog')?.has('markdown')).toBe(true)
    expect(loops(graph)).toEqual([])
  })

  it('would name a loop', () => {
    const graph = new Map([
      ['markdown', new Map([['snippets', 'markdown/plugins.ts imports ~/server/snippets/decorate']])],
      ['snippets', new Map([['markdown', 'snippets/prepare.ts imports ~/server/markdown/annotations']])],
    ])
    expect(loops(graph)[0]).toEqual(['markdown/plugins.ts imports ~/server/snippets/decorate', 'snippets/prepare.ts imports ~/server/markdown/annotations'])
  })
})
