/**
 * API names that disappeared, appeared and were renamed between two majors of a library, derived
 * from the docs of both versions, never written by hand. Pure: Markdown in, lists out.
 *
 * - **Names** are read from reference pages (files under a `reference/` folder): the page's own
 *   name (`useQuery.md`), headings that are one code span (`## \`queryClient.fetchQuery\``), and
 *   list items that open with a code span naming a member (`- \`gcTime: number\``).
 * - **Renames** come from the newer version's migration guides (`migrating-to-v5`): a heading
 *   saying so (`Rename \`a\` to \`b\``, `\`a\` … renamed to \`b\``, `\`a\` has been changed to \`b\``),
 *   or a heading `Removed \`a\` in favor of \`b\`` whose section's code removes `a` and adds `b`,
 *   or, inside a section about a rename or replacement (not a removal alone), a one-line code
 *   change replacing one option by another (`- a: …` then `+ b: …`). A heading stating the
 *   rename is evidence enough; the other claims are kept when the reference pages agree: the old
 *   name is among the older version's names or the new one among the newer version's.
 * - A renamed name is listed as renamed only, not also as disappeared and appeared.
 * - A name the newer reference no longer documents is **removed** only when the newer version's
 *   own sources confirm it (confirmRemovals, with declared-names.ts): one they still declare, or
 *   any when they cannot be read, is **no longer documented**.
 */
import { stillDeclared } from './declared-names'

export type ApiPage = { file: string; page: string; markdown: string }

export type ApiRename = { from: string; to: string; evidence: string; guide: string; toPage?: string; fromPage?: string }
export type ApiName = { name: string; page: string }
export type ApiChanges = {
  renamed: ApiRename[]
  /** Gone from the reference, and from the library's declarations. */
  removed: ApiName[]
  /** Gone from the reference, but still declared by the library (or its declarations could not be read). */
  undocumented: ApiName[]
  added: ApiName[]
}

const identifier = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/

export function isReferencePage(file: string): boolean {
  return /(^|\/)reference\//.test(file) && !/(^|\/)index\.md$/i.test(file)
}

export function isMigrationGuide(file: string, newerLabel: string): boolean {
  const major = newerLabel.replace(/^v/, '')
  const name = file.split('/').pop()?.replace(/\.md$/i, '') ?? ''
  return new RegExp(`^migrat\\w*-to-(?:[\\w-]*-)?v?${major.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i').test(name)
}

function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/, '')
}

/** Lines outside fenced code blocks, with a flag for those inside. */
function linesOf(markdown: string): { text: string; inCode: boolean }[] {
  let fence: string | undefined
  return withoutFrontMatter(markdown)
    .split('\n')
    .map((text) => {
      const marker = /^\s*(```+|~~~+)/.exec(text)?.[1]
      if (marker && !fence) {
        fence = marker
        return { text, inCode: false }
      }
      if (marker && fence && marker.startsWith(fence[0]!) && marker.length >= fence.length) {
        fence = undefined
        return { text, inCode: false }
      }
      return { text, inCode: Boolean(fence) }
    })
}

/** The API names a reference page documents, with the page. */
export function referenceNames(page: ApiPage): string[] {
  const names = new Set<string>()
  const base = page.file.split('/').pop()?.replace(/\.md$/i, '') ?? ''
  if (identifier.test(base)) names.add(base)
  for (const { text, inCode } of linesOf(page.markdown)) {
    if (inCode) continue
    const heading = /^#{1,6}\s+`([^`]+)`\s*$/.exec(text)?.[1]?.replace(/\(\)$/, '')
    if (heading && identifier.test(heading)) names.add(heading)
    const member = /^\s*[-*]\s+`([A-Za-z_$][\w$]*)\??\s*:/.exec(text)?.[1]
    if (member) names.add(member)
  }
  return [...names]
}

/** Every name of the reference pages, with the first page (in list order) that documents it. */
export function namesOf(pages: ApiPage[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const page of pages) {
    if (!isReferencePage(page.file)) continue
    for (const name of referenceNames(page)) if (!names.has(name)) names.set(name, page.page)
  }
  return names
}

type Section = { heading: string; lines: { text: string; inCode: boolean }[] }

function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = []
  let current: Section | undefined
  for (const line of linesOf(markdown)) {
    const heading = !line.inCode ? /^#{2,6}\s+(.*)$/.exec(line.text)?.[1] : undefined
    if (heading !== undefined) {
      current = { heading, lines: [] }
      sections.push(current)
    } else current?.lines.push(line)
  }
  return sections
}

/** The option a code line sets or names: `  cacheTime: 10 * MINUTE,` → cacheTime. */
function codeLineName(line: string): string | undefined {
  return /^\s*([A-Za-z_$][\w$]*)\s*[:,]/.exec(line)?.[1]
}

/** Pairs of a removed and an added code line that name different options, in one-to-one hunks. */
function codeReplacements(section: Section): { from: string; to: string }[] {
  const pairs: { from: string; to: string }[] = []
  const code = section.lines.filter((line) => line.inCode).map((line) => line.text.replace(/\/\/\s*\[!code [-+]{2}\]\s*$/, ''))
  for (let i = 0; i + 1 < code.length; i++) {
    const removed = /^-(?!-)(.*)$/.exec(code[i]!)?.[1]
    const added = /^\+(?!\+)(.*)$/.exec(code[i + 1]!)?.[1]
    if (removed === undefined || added === undefined) continue
    // One line replaced by one line: the lines around are not part of the change.
    if (/^[-+](?![-+])/.test(code[i - 1] ?? '') || /^[-+](?![-+])/.test(code[i + 2] ?? '')) continue
    const from = codeLineName(removed)
    const to = codeLineName(added)
    if (from && to && from !== to) pairs.push({ from, to })
  }
  return pairs
}

/** Whether the section's code removes a line naming `from` and adds one naming `to`. */
function codeChanges(section: Section, from: string, to: string): boolean {
  const lines = section.lines.filter((line) => line.inCode).map((line) => line.text)
  return (
    lines.some((line) => /^-(?!-)/.test(line) && codeLineName(line.slice(1)) === from) &&
    lines.some((line) => /^\+(?!\+)/.test(line) && codeLineName(line.slice(1)) === to)
  )
}

const code = '`([^`]+)`'
const headingRenames = [
  new RegExp(`\\brenamed?\\s+(?:the\\s+)?${code}\\s+(?:\\w+\\s+)?to\\s+${code}`, 'i'),
  new RegExp(`${code}[^\`]*?\\brenamed\\s+to\\s+(?:the\\s+)?${code}`, 'i'),
  new RegExp(`${code}[^\`]*?\\b(?:has|have)\\s+been\\s+changed\\s+to\\s+${code}`, 'i'),
]
const inFavorOf = new RegExp(`\\bremoved\\s+(?:the\\s+)?(?:custom\\s+)?${code}[^\`]*?\\bin\\s+favou?r\\s+of\\s+(?:the\\s+)?(?:custom\\s+)?${code}`, 'i')

/** Renames a migration guide states, before checking them against the reference pages. */
export function guideRenames(markdown: string): { from: string; to: string; evidence: string; stated: boolean }[] {
  const found: { from: string; to: string; evidence: string; stated: boolean }[] = []
  const add = (from: string, to: string, evidence: string, stated = false) => {
    if (!identifier.test(from) || !identifier.test(to) || from === to) return
    if (!found.some((rename) => rename.from === from)) found.push({ from, to, evidence, stated })
  }
  for (const section of sectionsOf(markdown)) {
    const heading = section.heading.replace(/\s+/g, ' ').trim()
    // A heading may state several changes: "`a` has been changed to `b` and `c` renamed to `d`".
    for (const clause of heading.split(/\s+and\s+(?=[^`]*`)/)) {
      for (const pattern of headingRenames) {
        const match = pattern.exec(clause)
        if (match) add(match[1]!, match[2]!, heading, true)
      }
    }
    const favor = inFavorOf.exec(heading)
    if (favor && codeChanges(section, favor[1]!, favor[2]!)) add(favor[1]!, favor[2]!, heading)
    // Inside a section about a rename or a replacement, one-line code changes show further
    // renames. Not in one about a removal alone: what replaces a removed option is not its new name.
    if (/\b(renamed?|in favou?r of|changed to)\b/i.test(heading)) {
      for (const pair of codeReplacements(section)) add(pair.from, pair.to, heading)
    }
  }
  return found
}

export function deriveApiChanges(input: { older: ApiPage[]; newer: ApiPage[]; newerLabel: string }): ApiChanges {
  const olderNames = namesOf(input.older)
  const newerNames = namesOf(input.newer)
  const renamed: ApiRename[] = []
  for (const guide of input.newer.filter((page) => isMigrationGuide(page.file, input.newerLabel))) {
    for (const claim of guideRenames(guide.markdown)) {
      // A heading that says "renamed" is evidence enough; a replacement must show in the reference pages.
      if (!claim.stated && !olderNames.has(claim.from) && !newerNames.has(claim.to)) continue
      if (renamed.some((rename) => rename.from === claim.from)) continue
      const { stated: _stated, ...rename } = claim
      renamed.push({ ...rename, guide: guide.page, fromPage: olderNames.get(claim.from), toPage: newerNames.get(claim.to) })
    }
  }
  const renamedFrom = new Set(renamed.map((rename) => rename.from))
  const renamedTo = new Set(renamed.map((rename) => rename.to))
  const removed = [...olderNames].filter(([name]) => !newerNames.has(name) && !renamedFrom.has(name)).map(([name, page]) => ({ name, page }))
  const added = [...newerNames].filter(([name]) => !olderNames.has(name) && !renamedTo.has(name)).map(([name, page]) => ({ name, page }))
  const byName = (a: ApiName, b: ApiName) => a.name.localeCompare(b.name)
  return { renamed, removed: removed.sort(byName), undocumented: [], added: added.sort(byName) }
}

/**
 * Keeps as removed only the names `declared` (every name the newer version's sources declare)
 * lacks; the others are no longer documented. Without declarations nothing is confirmed.
 */
export function confirmRemovals(changes: ApiChanges, declared: ReadonlySet<string> | undefined): ApiChanges {
  const gone = [...changes.removed, ...changes.undocumented]
  const confirmed = declared ? gone.filter((name) => !stillDeclared(name.name, declared)) : []
  const byName = (a: ApiName, b: ApiName) => a.name.localeCompare(b.name)
  return { ...changes, removed: confirmed.sort(byName), undocumented: gone.filter((name) => !confirmed.includes(name)).sort(byName) }
}
