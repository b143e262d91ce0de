/**
 * "New" and "Updated" marks of sidebar entries. Pure: the caller reads the history and the texts.
 *
 * - New: the file's first commit on the branch is at most NEW_DAYS old, and is not the
 *   repository's first commit (whose files' age is unknown: a squashed mirror is all "first").
 * - Updated: the file changed substantially in the last UPDATED_DAYS: between its text before
 *   the first commit of that window and its text now, the words added and removed (prose and
 *   code alike, front matter left out; jsdiff's word diff) number at least UPDATED_MIN_WORDS, or
 *   at least UPDATED_MIN_SHARE of the longer text's words and at least UPDATED_FLOOR_WORDS.
 *   A typo fix or a reworded sentence changes a handful of words and is not an update.
 * - Front matter decides over both: `new: true|false`, `updated: true|false`.
 * - New wins over Updated: a page that just appeared is not also "updated".
 */
import { diffWords } from 'diff'
import type { FileHistory } from './history'

export const NEW_DAYS = 30
export const UPDATED_DAYS = 14
export const UPDATED_MIN_WORDS = 50
export const UPDATED_MIN_SHARE = 0.1
export const UPDATED_FLOOR_WORDS = 8

const DAY = 24 * 60 * 60 * 1000

export type PageMark = 'new' | 'updated'

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Words added plus words removed from `before` to `after`. */
export function changedWords(before: string, after: string): number {
  return diffWords(before, after).reduce((sum, part) => sum + (part.added || part.removed ? words(part.value) : 0), 0)
}

export function isSubstantialChange(before: string, after: string): boolean {
  const changed = changedWords(before, after)
  if (changed >= UPDATED_MIN_WORDS) return true
  return changed >= UPDATED_FLOOR_WORDS && changed >= UPDATED_MIN_SHARE * Math.max(words(before), words(after))
}

/** What front matter says about a mark: true forces it, false suppresses it. */
export type MarkOverrides = { new?: boolean; updated?: boolean }

export function overridesOf(frontMatter: Record<string, unknown>): MarkOverrides {
  const pick = (value: unknown) => (typeof value === 'boolean' ? value : undefined)
  return { new: pick(frontMatter.new), updated: pick(frontMatter.updated) }
}

/**
 * The commit whose version of the file is the "before" of the Updated window: the parent of the
 * oldest commit inside the window. Undefined when nothing changed in the window; `null` when the
 * file was not there before it (it is then new, not updated) or its history is cut short.
 */
export function updateBaseline(history: FileHistory, now: number): string | null | undefined {
  const since = now - UPDATED_DAYS * DAY
  const inWindow = history.recent.filter((commit) => Date.parse(commit.date) >= since)
  if (!inWindow.length) return undefined
  const oldest = inWindow[inWindow.length - 1]!
  if (oldest.sha === history.first.sha) return null
  // All recent commits inside the window and more may exist: the baseline is not known.
  if (inWindow.length === history.recent.length && history.recent[history.recent.length - 1]!.sha !== history.first.sha) return null
  return oldest.parent ?? null
}

/**
 * A file that came with the repository's first commit has no known age (a mirror squashed to one
 * commit, an import from elsewhere): it is never "new".
 */
export function isNewPage(history: FileHistory, now: number): boolean {
  return history.first.parent !== undefined && Date.parse(history.first.date) >= now - NEW_DAYS * DAY
}

export function pageMark(input: {
  history: FileHistory | undefined
  overrides: MarkOverrides
  now: number
  substantial: boolean | undefined
}): PageMark | undefined {
  const { history, overrides, now } = input
  const isNew = overrides.new ?? (history ? isNewPage(history, now) : false)
  if (isNew) return 'new'
  const updated = overrides.updated ?? input.substantial ?? false
  return updated ? 'updated' : undefined
}
