/**
 * Highlighted code blocks kept by their content: the same block recurs across the versions of a
 * library (v4, v5 and latest share most of their guides' code), across the frameworks of a page,
 * and whenever a page leaves the docs cache and is rendered again. Shiki's tokenising is the
 * largest part of a cold doc page's render (it runs once per theme), so a block seen before is
 * not tokenised again.
 *
 * An entry is the block's finished `pre` (classes and all) as JSON: its size in bytes is known
 * for the memory plan, and every use gets its own tree to add to (a page's figure decorations
 * never reach the kept copy).
 */
import { createHash } from 'node:crypto'
import type { Element } from 'hast'
import { LRUCache } from 'lru-cache'
import { memoryShare, onFirstUse } from '~/server/memory-plan'

/** What a highlighted block depends on: the language it was highlighted in, the fence's meta (line marks) and its text. */
export type BlockIdentity = { lang: string; meta: string; source: string }

const blocks = onFirstUse(
  () =>
    new LRUCache<string, string>({
      maxSize: memoryShare('highlightedCode'),
      // Two bytes a character for the JSON and the key, and the entry's own bookkeeping.
      sizeCalculation: (json, key) => 2 * (json.length + key.length) + 64,
    }),
)

export const highlightedBlockCounts = { hits: 0, misses: 0 }

function keyOf({ lang, meta, source }: BlockIdentity): string {
  return createHash('sha256').update(lang).update('\0').update(meta).update('\0').update(source).digest('base64url')
}

/** The block's highlighted `pre`: a fresh copy of the kept one, or `highlight`'s, kept for next time. */
export function highlightedBlock(identity: BlockIdentity, highlight: () => Element | undefined): Element | undefined {
  const key = keyOf(identity)
  const kept = blocks().get(key)
  if (kept !== undefined) {
    highlightedBlockCounts.hits++
    return JSON.parse(kept) as Element
  }
  highlightedBlockCounts.misses++
  const pre = highlight()
  if (pre) blocks().set(key, JSON.stringify(pre))
  return pre
}
