import type { ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { LRUCache } from 'lru-cache'
import { approximateBytes, memoryShare } from '~/server/memory-plan'
import { normalizeRepoPath } from '~/server/content/paths'
import { ContentPathError } from '~/server/content/types'
import { codeThemes, getHighlighter, languageFor } from '~/server/markdown/highlighter'
import { snapshot } from '~/server/content/snapshot'
import { isBinaryName, languageOf } from '~/lib/examples/file-kind'
import { sortNodes, type ExampleNode } from '~/lib/examples/tree'

/** How deep and how large an example tree may be; the rest is left out (and said so). */
export const TREE_LIMITS = { maxDepth: 8, maxEntries: 1000 }
/** Files larger than this are listed but not shown. */
export const MAX_FILE_BYTES = 256 * 1024
/** Files larger than this are shown without highlighting. */
export const MAX_HIGHLIGHT_BYTES = 96 * 1024

/** Folders that are never part of an example's source. */
const skippedFolders = new Set(['node_modules', '.git', 'dist', '.output', '.next', '.turbo', '.cache'])

export type ExampleTree = { tree: ExampleNode[]; truncated: boolean; contentId: string }

export type ExampleFile =
  { kind: 'text'; path: string; size: number; language: string; html: string; lines: number } | { kind: 'binary' | 'too-large'; path: string; size: number }

/** Every path of the examples feature stays inside `examples/`. */
export function assertExamplePath(path: string): string {
  const normalized = normalizeRepoPath(path)
  if (normalized !== 'examples' && !normalized.startsWith('examples/')) throw new ContentPathError(`Not an example path "${path}"`)
  return normalized
}

/** Builds a sorted tree from a listing function, within TREE_LIMITS. */
export async function buildTree(
  root: string,
  list: (dir: string) => Promise<{ name: string; path: string; type: 'dir' | 'file'; size?: number }[] | undefined>,
  limits = TREE_LIMITS,
): Promise<{ tree: ExampleNode[]; truncated: boolean } | undefined> {
  let count = 0
  let truncated = false
  const walk = async (dir: string, depth: number): Promise<ExampleNode[] | undefined> => {
    const entries = await list(dir)
    if (!entries) return undefined
    const nodes: ExampleNode[] = []
    for (const entry of sortNodes(entries.map((e) => ({ name: e.name, path: e.path, type: e.type, size: e.size })))) {
      if (entry.type === 'dir' && skippedFolders.has(entry.name)) continue
      if (count >= limits.maxEntries) {
        truncated = true
        break
      }
      count++
      if (entry.type === 'dir') {
        if (depth + 1 >= limits.maxDepth) {
          truncated = true
          nodes.push({ name: entry.name, path: entry.path, type: 'dir', children: [] })
          continue
        }
        nodes.push({ name: entry.name, path: entry.path, type: 'dir', children: (await walk(entry.path, depth + 1)) ?? [] })
      } else {
        nodes.push(entry.size === undefined ? { name: entry.name, path: entry.path, type: 'file' } : entry)
      }
    }
    return nodes
  }
  const tree = await walk(root, 0)
  return tree ? { tree, truncated } : undefined
}

let treeCache: LRUCache<string, { value: ExampleTree | null }> | undefined
let fileCache: LRUCache<string, { value: ExampleFile | null }> | undefined

/** The tree of a folder under `examples/`, cached by (repository, content identity, folder). */
export async function loadExampleTree(repo: string, branch: string, startingPath: string): Promise<ExampleTree | undefined> {
  const root = assertExamplePath(startingPath)
  const content = await snapshot(repo, branch)
  if (!content) return undefined
  treeCache ??= new LRUCache({ maxSize: memoryShare('examples', 4), sizeCalculation: (entry) => Math.max(1, approximateBytes(entry)) })
  const key = `${repo}@${content.id}:${root}`
  const cached = treeCache.get(key)
  if (cached) return cached.value ?? undefined
  const built = await buildTree(root, (dir) => content.listDir(dir))
  const value = built ? { ...built, contentId: content.id } : null
  treeCache.set(key, { value })
  return value ?? undefined
}

function looksBinary(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8000)
  return sample.includes(0)
}

/** Source text as Shiki HTML in the light and dark theme at once, like code in the docs. */
export async function highlightSource(text: string, language: string): Promise<string> {
  if (Buffer.byteLength(text) > MAX_HIGHLIGHT_BYTES) {
    // Shiki's frame without its tokens: the lines as text.
    const lines = text
      .split('\n')
      .flatMap((line, index): ElementContent[] => [
        ...(index ? [{ type: 'text' as const, value: '\n' }] : []),
        { type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: line }] },
      ])
    return toHtml({
      type: 'element',
      tagName: 'pre',
      properties: { className: ['shiki'], tabIndex: 0 },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: lines }],
    })
  }
  const highlighter = await getHighlighter()
  return highlighter.codeToHtml(text, { lang: await languageFor(highlighter, language), themes: codeThemes, defaultColor: false })
}

/** One file under `examples/`: highlighted text, or a note that it is binary or too large. */
export async function loadExampleFile(repo: string, branch: string, filePath: string): Promise<ExampleFile | undefined> {
  const path = assertExamplePath(filePath)
  const content = await snapshot(repo, branch)
  if (!content) return undefined
  fileCache ??= new LRUCache({ maxSize: memoryShare('examples', 4 / 3), sizeCalculation: (entry) => Math.max(1, approximateBytes(entry)) })
  const key = `${repo}@${content.id}:${path}`
  const cached = fileCache.get(key)
  if (cached) return cached.value ?? undefined
  const bytes = await content.readFile(path)
  let value: ExampleFile | null = null
  if (bytes) {
    if (isBinaryName(path) || looksBinary(bytes)) value = { kind: 'binary', path, size: bytes.length }
    else if (bytes.length > MAX_FILE_BYTES) value = { kind: 'too-large', path, size: bytes.length }
    else {
      const text = bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '')
      const language = languageOf(path)
      value = { kind: 'text', path, size: bytes.length, language, html: await highlightSource(text, language), lines: text.split('\n').length }
    }
  }
  fileCache.set(key, { value })
  return value ?? undefined
}
