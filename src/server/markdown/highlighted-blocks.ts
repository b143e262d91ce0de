/**
 * Highlighted code blocks kept by their content: the same block recurs across the versions of a
 * library (v4, v5 and latest share much of their guides' code), across the frameworks of a page,
 * and whenever a page leaves the docs cache and is rendered again. Shiki's tokenising is the
 * largest part of a cold doc page's render (it runs once per theme), so a block seen before is
 * not tokenised again.
 *
 * An entry is the block's finished `pre` (classes and all) as compact JSON — an element is
 * `[tagName, properties, ...children]`, a text node its string — so its size is known for the
 * memory plan, and every use gets its own tree to add to (a page's figure decorations never
 * reach the kept copy).
 */
import { createHash } from 'node:crypto'
import type { Element, ElementContent, Properties } from 'hast'
import { LRUCache } from 'lru-cache'
import { memoryShare, onFirstUse } from '~/server/memory-plan'

/** What a highlighted block depends on: the language it was highlighted in, the fence's meta (line marks) and its text. */
export type BlockIdentity = { lang: string; meta: string; source: string }

type Packed = string | PackedElement
interface PackedElement extends Array<string | Properties | Packed> {
  0: string
  1: Properties
}

const blocks = onFirstUse(
  () =>
    new LRUCache<string, string>({
      maxSize: memoryShare('highlightedCode'),
      sizeCalculation: (packed, key) => stringBytes(packed) + stringBytes(key) + 64,
    }),
)

/** A string's heap bytes: V8 keeps one byte a character when every character fits in Latin-1 (code is mostly ASCII), two otherwise. */
function stringBytes(value: string): number {
  for (let at = 0; at < value.length; at++) if (value.charCodeAt(at) > 0xff) return 16 + 2 * value.length
  return 16 + value.length
}

export const highlightedBlockCounts = { hits: 0, misses: 0 }

/** What the cache holds now: entries and their bytes as counted against the share. */
export function highlightedBlocksKept(): { entries: number; bytes: number } {
  return { entries: blocks().size, bytes: blocks().calculatedSize }
}

function keyOf({ lang, meta, source }: BlockIdentity): string {
  return createHash('sha256').update(lang).update('\0').update(meta).update('\0').update(source).digest('base64url')
}

/** The block's highlighted `pre`: a fresh copy of the kept one, or `highlight`'s, kept for next time. */
export function highlightedBlock(identity: BlockIdentity, highlight: () => Element | undefined): Element | undefined {
  const key = keyOf(identity)
  const kept = blocks().get(key)
  if (kept !== undefined) {
    highlightedBlockCounts.hits++
    return unpack(JSON.parse(kept) as Packed) as Element
  }
  highlightedBlockCounts.misses++
  const pre = highlight()
  const packed = pre && pack(pre)
  if (packed !== undefined) blocks().set(key, JSON.stringify(packed))
  return pre
}

/** The node in compact form, or undefined for a node a highlighted block does not hold (comments, raw HTML): such a block is not kept. */
function pack(node: ElementContent): Packed | undefined {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return undefined
  const children: Packed[] = []
  for (const child of node.children) {
    const packed = pack(child)
    if (packed === undefined) return undefined
    children.push(packed)
  }
  return [node.tagName, node.properties, ...children] as PackedElement
}

function unpack(packed: Packed): ElementContent {
  if (typeof packed === 'string') return { type: 'text', value: packed }
  const [tagName, properties, ...children] = packed as [string, Properties, ...Packed[]]
  return { type: 'element', tagName, properties, children: children.map(unpack) }
}
