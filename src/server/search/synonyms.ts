/**
 * Synonyms, kept as data. Each pair says that a reader's phrase and the docs' phrase mean the
 * same; a query holding either also matches pages with the other. Only phrases the docs use
 * themselves belong here: the acronyms the docs spell out ("Server Side Rendering (SSR)") are
 * read from the records as they are indexed (`acronymsOf`), so they need no entry.
 * Listed in docs/features/search.md.
 */
import { WORD } from './text'

export const SYNONYMS: readonly (readonly [string, string])[] = [
  // The docs' guide is "Infinite Queries"; readers say what they build.
  ['infinite scroll', 'infinite queries'],
  // The docs write both "SSR" and "server rendering".
  ['ssr', 'server rendering'],
  ['server side rendering', 'ssr'],
  // A web developer's everyday words for what docs name otherwise (true of any front-end docs,
  // not of one library's). Stop words do not count ("at the same time" is "same time").
  ['404', 'not found'],
  ['login', 'authentication'],
  ['query string', 'search params'],
  ['spinner', 'indicator'],
  ['at the same time', 'parallel'],
  ['simultaneously', 'parallel'],
  ['concurrently', 'parallel'],
  ['abort', 'cancel'],
  ['endpoint', 'server route'],
  ['endpoint', 'api route'],
  ['static html', 'prerendering'],
  ['static site generation', 'prerendering'],
  ['ssg', 'prerendering'],
  ['translate', 'i18n'],
  ['translation', 'i18n'],
  ['localization', 'i18n'],
  ['lazy loading', 'code splitting'],
  ['lazy load', 'code splitting'],
  ['unsaved changes', 'blocking'],
  ['interceptor', 'middleware'],
  ['fetcher', 'query function'],
  ['list of fields', 'array fields'],
]

/**
 * Acronyms a text spells out: "Server Side Rendering (SSR)", "server-side rendering (SSR)",
 * "Incremental Static Regeneration (ISR)" — the words before the parenthesis whose initials are
 * the acronym. Returns the acronym (lower-cased) with its words.
 */
export function acronymsOf(text: string): [string, string][] {
  const found: [string, string][] = []
  // Only where a parenthesised acronym is: a scan of every record's text at index time.
  for (const match of text.matchAll(/\(([A-Z]{2,6})\)/g)) {
    const acronym = match[1]!
    const before = text.slice(Math.max(0, match.index - 80), match.index)
    if (!/[A-Za-z][\s-]*$/.test(before)) continue
    const words = before.match(WORD) ?? []
    const spelled = words.slice(-acronym.length)
    if (spelled.length !== acronym.length) continue
    if (spelled.map((word) => word[0]!.toUpperCase()).join('') !== acronym) continue
    found.push([acronym.toLowerCase(), spelled.join(' ').toLowerCase()])
  }
  return found
}
