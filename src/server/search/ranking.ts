/**
 * What documentation ranking knows about a record beyond its text: which page it belongs to
 * across frameworks (the key `distinct` collapses on), which framework its URL shows, what kind
 * of page it is (API reference, guide, lint rule…), and which API a reference page documents.
 * Pure functions, worked out once per record when the index is built.
 */
import { frameworkInPath, withoutFrameworkInPath } from '~/lib/docs/address'
import type { Intent } from './question'
import { tokenize } from './text'

/** `/query/latest/docs/framework/react/reference/useQuery#options` → `react`; null for a framework-neutral URL. */
export function urlFramework(url: string): string | null {
  return frameworkInPath(url) ?? null
}

/**
 * The page a record belongs to, the same for every framework copy of it: library, version and
 * the path after `/docs/` without `framework/{fw}/` or the section anchor. The React, Vue and
 * framework-neutral copies of a guide share one key, so `distinct` shows the guide once.
 */
export function pageKeyOf(url: string): string {
  return withoutFrameworkInPath(url.replace(/#.*$/, ''))
}

export type PageKind = 'reference' | 'guide' | 'page' | 'aside' | 'migration'

/**
 * The kind of a page from its path: API reference (`reference/`, `api/`), guide (`guide/`,
 * `guides/`, `how-to/`), an aside that should not outrank either (lint rules, drafts), or a page
 * about moving between versions or from another library (migration guides, changelogs), which
 * mentions every API that changed and documents none of them.
 */
export function pageKindOf(url: string): PageKind {
  const segments = pageKeyOf(url).split('/docs/')[1]?.split('/') ?? []
  if (segments.some((s) => s === 'eslint' || s === 'drafts' || s.endsWith('.draft'))) return 'aside'
  const last = segments.at(-1) ?? ''
  if (/^(migrat|upgrad)|changelog|release-notes/.test(last)) return 'migration'
  if (segments.some((s) => s === 'reference' || s === 'api')) return 'reference'
  if (segments.some((s) => s === 'guide' || s === 'guides' || s === 'how-to')) return 'guide'
  return 'page'
}

/**
 * The API a reference page documents: the first word of its title when it reads like an
 * identifier (`useQuery`, `createFileRoute function`, `QueryClient`, `debounce`), lower-cased
 * as the index tokenizes it; null for other pages.
 */
/** The API's name as a reference page's title writes it; null for other pages. */
export function apiNameOf(title: string, kind: PageKind): string | null {
  return kind === 'reference' ? (/^\s*([A-Za-z_$][\w$]*)/.exec(title)?.[1] ?? null) : null
}

export function apiIdentifierOf(title: string, kind: PageKind): string | null {
  const name = apiNameOf(title, kind)
  return name ? (tokenize(name)[0] ?? null) : null
}

/** The factors of `rankFactor`, in one place. */
export const RANK_WEIGHTS = {
  /** Taken off per heading above a section. */
  depthStep: 0.06,
  /** A reference page whose API a plain word names (`redirect`). */
  apiNamedByWord: 2.5,
  /** A reference page whose API the identifier names through a typo or a cut word. */
  apiNearly: 3,
  /** The other-case API of the identifier (`FormOptions` for `formOptions`). */
  apiOtherCase: 4,
  /** The reference page of the identifier itself. */
  apiExact: 6,
  /** A reference section whose heading names the identifier. */
  apiHeading: 3,
  /** A title naming every word of the identifier. */
  identifierWordsInTitle: 2.2,
  /** The title or path is the whole query, or a part of it. */
  namedWhole: 3.5,
  namedPart: 2.5,
  /** A section heading that is the query. */
  headingIsQuery: 1.5,
  /** Every word of a query of several nearly in the title. */
  titleHoldsQuery: 2,
  /** The title names every word of a concept. */
  titleNamesConcept: 2.2,
  /** Page kinds: lint rules and drafts; migration guides (asked for, or not); guides and references for a concept. */
  aside: 0.4,
  migrationAsked: 1.3,
  migration: 0.25,
  conceptGuide: 1.3,
  conceptReference: 0.8,
  /** A question's intent (`question.ts`): a how-to wants a guide; troubleshooting a FAQ or debugging page; a comparison the page that compares. */
  howToGuide: 1.3,
  howToReference: 0.7,
  /** A how-to wants the top of the page that answers it (its introduction says what the page is for), not a section deep in another page. */
  howToIntroduction: 2,
  troubleshootingPage: 2,
  comparisonPage: 2.5,
  /** A comparison's one side named by a page's title or path, the other not: the page of one side, not the one that weighs both. */
  comparisonOneSide: 0.6,
  /** An error message naming the page's API, or naming in one identifier the words of its title or path (`notFoundComponent` → not-found-errors). */
  errorNamesApi: 2.5,
  errorNamesTopic: 2,
  /** "What is the query client", "the ranger hook": the reference of the API its words name (`apiNamesOf`). */
  questionNamesApi: 3,
  /** A question (not a pasted message) raises a page by the share of its title's (or path's) words it names: up to 1 + this. */
  questionTitleShare: 0.5,
}

/** Path words of the pages that answer what goes wrong, and of those that compare. */
const TROUBLESHOOTING_SLUGS: ReadonlySet<string> = new Set(['faq', 'debug', 'troubleshoot', 'error', 'hydrat'])
const COMPARISON_SLUGS: ReadonlySet<string> = new Set(['comparison', 'vs', 'compar'])

/** What ranking reads of a section. A query ranks equal facts once (`rankCode` in engine.ts names what they are made of: a new field joins it). */
export type RankFacts = {
  /** Headings above the section (0 = the page introduction). */
  depth: number
  /** Title words, lower-cased. */
  titleTerms: string[]
  /** Words of the section's own heading, lower-cased. */
  headingTerms: string[]
  /** Words of the page's own path segment (`guides/query-cancellation` → query, cancel): the maintainers' name for its topic. */
  slugTerms: string[]
  kind: PageKind
  identifier: string | null
  /** The API's name as the title writes it (`formOptions`, `FormOptions`: two APIs may differ only by case); '' on other pages. */
  identifierAsWritten?: string
}

export type QueryFacts = {
  /** The query's terms (its words as index terms), facet words not included. */
  terms: string[]
  /** The terms of the query's facet words (`vue`, `query`): a title may name them. */
  facetTerms?: string[]
  /** A single identifier (`useQuery`): its reference page first. Otherwise a concept: the guide about it first. */
  identifier?: boolean
  /** The query asks about migrating: migration pages are not held back. */
  migration?: boolean
  /**
   * The index terms the query's words stand for (as written, stemmed, cut, with a typo, or the
   * word being typed), without those that only extend a complete word (`validation` →
   * `validationerror`, which does not make a title the query's).
   */
  strong?: ReadonlySet<string>
  /** The single word of an identifier query as typed (`useField`). */
  written?: string
  /** The words an identifier query is made of, as index terms (`placeholderData` → placehold, data), when it has two or more. */
  identifierParts?: string[]
  /** What a question asks for (`readQuestion`): none for keywords. */
  intent?: Intent
  /** The API names a question's words stand for (`apiNamesOf`: "the query client" → `queryclient`, "the ranger hook" → `useranger`). */
  apiNames?: readonly string[]
  /** The two sides a comparison weighs, as index terms (`comparisonSides`). */
  sides?: string[][]
  /** The identifiers an error message names, as index terms, each with the words it is made of. */
  named?: { term: string; parts: string[] }[]
  /** Whether a term is one of the above, made once per query (`queryFactsOf`) rather than per section. */
  has: (term: string) => boolean
}

/** The facts of a query with its term test made once: ranking runs it for every matching section. */
/** The words of an identifier as index terms: `placeholderData` → placehold, data; `QueryClient` → queri, client. */
export function identifierPartsOf(identifier: string): string[] {
  return tokenize(
    identifier
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase(),
  )
}

export function queryFactsOf(facts: Omit<QueryFacts, 'has'>): QueryFacts {
  const known = new Set([...facts.terms, ...(facts.facetTerms ?? []), ...(facts.strong ?? [])])
  return { ...facts, has: (term) => known.has(term) }
}

/**
 * The factor documentation ranking puts on a section's text score:
 * - a reference page whose API is the query comes first when the query is an identifier
 *   (`useQuery`, matched exactly or through a typo or the word being typed); for a plain word that
 *   is also an API's name (`redirect`) it still counts, less than a guide about the word;
 * - a page whose title is the query, then a section whose heading is the query;
 * - for a concept (anything but a single identifier), guides before other pages, references after;
 * - migration guides and changelogs far back unless the query asks about migrating; lint rules
 *   and drafts after everything else;
 * - a section ranks above the sections nested in it.
 */
export function rankFactor(facts: RankFacts, query: QueryFacts): number {
  const w = RANK_WEIGHTS
  let factor = 1 - w.depthStep * facts.depth
  const words = query.terms.length
  if (words === 0) return factor
  const { has } = query
  const concept = !query.identifier
  if (words === 1 && facts.identifier && (concept ? query.terms[0] === facts.identifier : has(facts.identifier))) {
    // A plain word that names an API (`redirect`) finds its reference, after a guide about the word.
    // Two APIs may differ only by case (`formOptions`, `FormOptions`): the other case is the other API.
    const otherCase = query.written !== undefined && !!facts.identifierAsWritten && query.written !== facts.identifierAsWritten
    factor *= concept ? w.apiNamedByWord : query.terms[0] !== facts.identifier ? w.apiNearly : otherCase ? w.apiOtherCase : w.apiExact
  } else if (words === 1 && query.identifier && facts.kind === 'reference' && facts.depth > 0 && headingNamesApi(facts.headingTerms, query.terms[0]!)) {
    // A method or option documented under its own heading of a reference page (`queryClient.ensureQueryData`, `gcTime: number`).
    factor *= w.apiHeading
  } else if (words === 1 && query.identifierParts && facts.titleTerms.length > 0 && query.identifierParts.every((part) => facts.titleTerms.includes(part))) {
    // An identifier whose words the title names is the page's subject: `placeholderData` → "Placeholder Query Data".
    factor *= w.identifierWordsInTitle
  } else if (namesTheQuery(facts.titleTerms, words, query, has) || namesTheQuery(facts.slugTerms, words, query, has)) {
    // The title (or the page's path) is the query, or a part of it; the whole query best.
    factor *= Math.max(facts.titleTerms.length, facts.slugTerms.length) >= words ? w.namedWhole : w.namedPart
  } else if (facts.depth > 0 && facts.headingTerms.length > 0 && facts.headingTerms.length <= words && facts.headingTerms.every(has)) {
    factor *= w.headingIsQuery
  } else if (
    words > 1 &&
    facts.titleTerms.length > 0 &&
    coverage(facts.titleTerms, has) >= 0.5 &&
    query.terms.every((t) => facts.titleTerms.some((w) => w.startsWith(t.slice(0, 4))))
  ) {
    // Every word of the query is (nearly) in the title: "optimistic updates" → "Optimistic Updates".
    factor *= w.titleHoldsQuery
  } else if (concept && facts.titleTerms.length > 0 && query.terms.every((t) => facts.titleTerms.includes(t))) {
    // The title names every word of a concept: the page is about it ("throttling" → "Throttling Guide").
    factor *= w.titleNamesConcept
  }
  if (facts.kind === 'aside') factor *= w.aside
  else if (facts.kind === 'migration') factor *= query.migration ? w.migrationAsked : w.migration
  else if (concept && facts.kind === 'guide') factor *= w.conceptGuide
  else if (concept && facts.kind === 'reference') factor *= w.conceptReference
  // The reference of an API the question names ("the ranger hook") is what it asks for, whatever its intent.
  if (facts.identifier && query.apiNames?.includes(facts.identifier)) factor *= w.questionNamesApi
  else if (query.intent) factor *= intentFactor(facts, query.intent, query)
  // A question's words spread over a sentence: the page whose name holds more of them is more likely its subject.
  if (query.intent && query.intent !== 'error') factor *= 1 + w.questionTitleShare * nameShare(facts, has)
  return factor
}

/** The larger share of a page's title words or path words that the query names (0 when it has neither). */
export function nameShare(facts: Pick<RankFacts, 'titleTerms' | 'slugTerms'>, has: (term: string) => boolean): number {
  const share = (terms: string[]) => (terms.length ? coverage(terms, has) : 0)
  return Math.max(share(facts.titleTerms), share(facts.slugTerms))
}

/** The factor a question's intent puts on a page, by its kind and the words of its path. */
function intentFactor(facts: RankFacts, intent: Intent, query: QueryFacts): number {
  const w = RANK_WEIGHTS
  switch (intent) {
    case 'error': {
      const named = query.named ?? []
      if (facts.identifier && named.some((name) => name.term === facts.identifier)) return w.errorNamesApi
      const topic = (terms: string[]) =>
        terms.length > 0 && named.some((name) => name.parts.length > 1 && terms.filter((term) => name.parts.includes(term)).length >= Math.min(2, terms.length))
      return topic(facts.slugTerms) || topic(facts.titleTerms) ? w.errorNamesTopic : 1
    }
    case 'how-to':
      // A how-to naming an API ("how do I use the ranger hook") asks for its reference, not a page's introduction.
      return (
        (facts.kind === 'guide' ? w.howToGuide : facts.kind === 'reference' ? w.howToReference : 1) *
        (facts.depth === 0 && !query.apiNames?.length ? w.howToIntroduction : 1)
      )
    case 'troubleshooting':
      return facts.slugTerms.some((term) => TROUBLESHOOTING_SLUGS.has(term) || term.startsWith('debug')) ? w.troubleshootingPage : 1
    case 'comparison': {
      if (facts.slugTerms.some((term) => COMPARISON_SLUGS.has(term)) || facts.titleTerms.includes('vs')) return w.comparisonPage
      const names = (side: string[]) => side.every((term) => facts.titleTerms.includes(term) || facts.slugTerms.includes(term))
      return query.sides?.filter(names).length === 1 ? w.comparisonOneSide : 1
    }
    default:
      return 1
  }
}

/** Whether a reference heading names the API: it starts with it, or with its owner (`queryClient.ensureQueryData`). */
function headingNamesApi(heading: string[], identifier: string): boolean {
  return heading[0] === identifier || heading[1] === identifier
}

/** Whether a page's name (its title's or its path's words) is the query or a part of it. */
function namesTheQuery(name: string[], words: number, query: QueryFacts, has: (term: string) => boolean): boolean {
  return name.length > 0 && name.length <= words + (query.facetTerms?.length ?? 0) && name.every(has)
}

/** The words of a page's last path segment. */
export function slugTermsOf(url: string): string[] {
  const last = pageKeyOf(url).split('/').at(-1) ?? ''
  return tokenize(last.replace(/[-_.]+/g, ' '))
}

function coverage(terms: string[], has: (term: string) => boolean): number {
  return terms.filter(has).length / terms.length
}

/**
 * Which copy of a page stands for it when `distinct` collapses the copies: the one in the
 * reader's framework, else the framework-neutral page, else the library's first framework.
 */
export function copyPreference(urlFw: string | null, preferred: string | undefined, firstFramework: string | undefined): number {
  if (preferred && urlFw === preferred) return 3
  if (urlFw === null) return 2
  if (firstFramework && urlFw === firstFramework) return 1
  return 0
}
