/**
 * Page facts: what ranking, filtering, facet counts and `distinct` need of a record, worked out
 * once when it is indexed, with the values records share kept once (`SharedFacts`).
 */
import { findLibrary } from '~/site/libraries'
import { apiIdentifierOf, apiNameOf, pageKeyOf, pageKindOf, slugTermsOf, urlFramework, type RankFacts } from './ranking'
import type { SearchRecord } from './records'
import { tokenize } from './text'

export type FacetName = 'library' | 'framework' | 'version'
export const FACETS: FacetName[] = ['library', 'framework', 'version']

/** A conjunction of disjunctions: every group must match one of its (possibly negated) tests. */
export type FilterGroup = { attribute: string; value: string; negate: boolean }[]

/** A record's values of a facet attribute (a list attribute may have several, or none). */
export function attributeValue(record: SearchRecord, attribute: string): string | string[] | null {
  switch (attribute) {
    case 'library':
      return record.library
    case 'framework':
      return record.framework
    case 'version':
      return record.version
    case 'objectID':
      return record.objectID
    default:
      return null
  }
}

/**
 * What ranking, filtering and `distinct` need of a record, worked out once when it is indexed.
 * The sections of a page share their title's terms, page key and framework list (one copy per
 * distinct value), which keeps these small next to the index itself.
 */
export type RecordFacts = RankFacts & {
  record: SearchRecord
  /** The record's library, version and frameworks, lower-cased (for filters). */
  library: string
  version: string
  frameworks: readonly string[]
  /** The record's frameworks as written (facet values), one shared list per distinct set. */
  frameworkValues: readonly string[]
  pageKey: string
  urlFramework: string | null
  firstFramework: string | undefined
  /** Small numbers for the facet values and the page (`Catalog`): a query counts and groups by them in arrays and number-keyed maps. */
  libraryCode: number
  versionCode: number
  frameworksCode: number
  pageCode: number
  /** The number of the section's `RankFacts` among those of every section: a query ranks each once. */
  rankCode: number
}

/** Small numbers for the distinct values of something records share (a facet value, a page), and the values by number. */
export class Catalog<T> {
  readonly values: T[] = []
  private readonly codes = new Map<string, number>()
  codeOf(key: string, value: T): number {
    let code = this.codes.get(key)
    if (code === undefined) {
      code = this.values.push(value) - 1
      this.codes.set(key, code)
    }
    return code
  }
}

export type SharedFacts = {
  terms: Interner<string[]>
  strings: Interner<string>
  libraries: Catalog<string>
  versions: Catalog<string>
  frameworks: Catalog<readonly string[]>
  pages: Catalog<string>
  /** What ranking reads of a section (`RankFacts`): the framework copies of a section share it. */
  rankings: Catalog<number>
}

/** Empty shared facts, for a new engine. */
export function newSharedFacts(): SharedFacts {
  return {
    terms: new Interner(),
    strings: new Interner(),
    libraries: new Catalog(),
    versions: new Catalog(),
    frameworks: new Catalog(),
    pages: new Catalog(),
    rankings: new Catalog(),
  }
}

/** One shared copy of equal values. */
class Interner<T> {
  private readonly values = new Map<string, T>()
  get(key: string, make: () => T): T {
    let value = this.values.get(key)
    if (value === undefined) this.values.set(key, (value = make()))
    return value
  }
}

export function factsOf(record: SearchRecord, shared: SharedFacts): RecordFacts {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean)
  const kind = pageKindOf(record.url)
  const pageKey = pageKeyOf(record.url)
  const heading = headings.at(-1) ?? ''
  const frameworks = record.framework.join(' ')
  const frameworkValues = shared.terms.get(`fwv:${frameworks}`, () => [...record.framework])
  return {
    record,
    library: shared.strings.get(`l:${record.library}`, () => record.library.toLowerCase()),
    version: shared.strings.get(`v:${record.version}`, () => record.version.toLowerCase()),
    frameworks: shared.terms.get(`fw:${frameworks}`, () => record.framework.map((value) => value.toLowerCase())),
    frameworkValues,
    depth: headings.length,
    titleTerms: shared.terms.get(`t:${record.hierarchy.lvl1}`, () => tokenize(record.hierarchy.lvl1)),
    headingTerms: shared.terms.get(`t:${heading}`, () => tokenize(heading)),
    slugTerms: shared.terms.get(`s:${pageKey}`, () => slugTermsOf(record.url)),
    kind,
    identifier: apiIdentifierOf(record.hierarchy.lvl1, kind),
    identifierAsWritten: shared.strings.get(`n:${record.hierarchy.lvl1}`, () => apiNameOf(record.hierarchy.lvl1, kind) ?? ''),
    pageKey: shared.strings.get(pageKey, () => pageKey),
    urlFramework: urlFramework(record.url),
    firstFramework: findLibrary(record.library)?.frameworks[0],
    libraryCode: shared.libraries.codeOf(record.library, record.library),
    versionCode: shared.versions.codeOf(record.version, record.version),
    frameworksCode: shared.frameworks.codeOf(frameworks, frameworkValues),
    pageCode: shared.pages.codeOf(pageKey, pageKey),
    // Everything `RankFacts` is made of: the kind, the title (and the API it names), the heading and its depth, the path's last segment.
    rankCode: shared.rankings.codeOf(`${kind}\u0000${headings.length}\u0000${record.hierarchy.lvl1}\u0000${heading}\u0000${pageKey.split('/').at(-1)}`, 0),
  }
}

function valuesOf(record: SearchRecord, attribute: string): string[] {
  const value = attributeValue(record, attribute)
  return value === null ? [] : Array.isArray(value) ? value : [value]
}

/** Whether a record has a value of a filterable attribute; `value` is lower-cased. */
function hasValue(facts: RecordFacts, attribute: string, value: string): boolean {
  switch (attribute) {
    case 'framework':
      return facts.frameworks.includes(value)
    case 'library':
      return facts.library === value
    case 'version':
      return facts.version === value
    default:
      return valuesOf(facts.record, attribute).some((own) => own.toLowerCase() === value)
  }
}

/** Whether a record passes every filter group; the filter values must be lower-cased. */
export function passes(facts: RecordFacts, filters: FilterGroup[]): boolean {
  // Loops, not callbacks: this runs for every section a query touches.
  for (const group of filters) {
    let any = false
    for (const test of group) {
      if (hasValue(facts, test.attribute, test.value) !== test.negate) {
        any = true
        break
      }
    }
    if (!any) return false
  }
  return true
}

/** How many matching sections have each facet value, by the value's number (`Catalog`). */
export type FacetTallies = Record<FacetName, Uint32Array>

/** A facet's counts by value, from its tally by the values' numbers (a framework list counts for each framework in it). */
export function facetCounts(tally: Uint32Array, name: FacetName, shared: SharedFacts): Record<string, number> {
  const catalog: Catalog<string | readonly string[]> = name === 'framework' ? shared.frameworks : name === 'library' ? shared.libraries : shared.versions
  const counts = new Map<string, number>()
  tally.forEach((count, code) => {
    if (!count) return
    const value = catalog.values[code]!
    for (const one of typeof value === 'string' ? [value] : value) counts.set(one, (counts.get(one) ?? 0) + count)
  })
  return Object.fromEntries(counts)
}
