/**
 * Meaning beyond shared words, learned from the docs themselves: which words of a section's body
 * predict the words of its title and headings. A reader asks in the words of a page's body ("run a
 * query only after another finishes") while the page is named in the maintainers' words
 * ("Dependent Queries"); over every section of every library, a body word that keeps company
 * with a name word far more often than chance (pointwise mutual information) stands for it.
 *
 * Counted once per distinct section (framework copies of a section count once), from terms as
 * the index makes them. Nothing is listed by hand: the table is whatever the corpus says, kept to
 * the strongest few names per body word.
 */

/** How much evidence a pair needs, and how much of the table is kept. */
export const ASSOCIATION_LIMITS = {
  /** Sections a body word and a name word must share. */
  minTogether: 3,
  /** A body word in more than this share of the sections says nothing about any one name. */
  maxBodyShare: 0.03,
  /** A name word in more than this share of names is no one page's name ("guide", "overview"). */
  maxNameShare: 0.02,
  /** The lift (observed over expected co-occurrence) a pair must reach. */
  minLift: 4,
  /** Names kept per body word. */
  perWord: 4,
  /** Distinct body words read from one section. */
  bodyWords: 160,
} as const

/** What a body word stands for: name words with their strength (0–1, the strongest 1). */
export type Association = { term: string; strength: number }

/** Counts sections' body and name words, then keeps the strong pairs (`table`). */
export class AssociationCounter {
  private sections = 0
  private readonly bodyCount = new Map<string, number>()
  private readonly nameCount = new Map<string, number>()
  private readonly kept: { body: string[]; names: string[] }[] = []

  /** One section: its body's index terms and the index terms of its title and headings. */
  add(body: Iterable<string>, names: Iterable<string>) {
    const nameSet = [...new Set(names)]
    if (!nameSet.length) return
    const bodySet: string[] = []
    const seen = new Set<string>(nameSet)
    for (const term of body) {
      if (seen.has(term) || term.length < 3 || /^\d/.test(term)) continue
      seen.add(term)
      bodySet.push(term)
      if (bodySet.length >= ASSOCIATION_LIMITS.bodyWords) break
    }
    this.sections++
    for (const term of bodySet) this.bodyCount.set(term, (this.bodyCount.get(term) ?? 0) + 1)
    for (const term of nameSet) this.nameCount.set(term, (this.nameCount.get(term) ?? 0) + 1)
    this.kept.push({ body: bodySet, names: nameSet })
  }

  /** The strong pairs: per body word, the name words it predicts, strongest first. */
  table(): Associations {
    const limits = ASSOCIATION_LIMITS
    const n = this.sections
    const usefulBody = (term: string) => {
      const count = this.bodyCount.get(term) ?? 0
      return count >= limits.minTogether && count <= Math.max(limits.minTogether, limits.maxBodyShare * n)
    }
    const usefulName = (term: string) => {
      const count = this.nameCount.get(term) ?? 0
      return count >= 2 && count <= Math.max(2, limits.maxNameShare * n)
    }
    const together = new Map<string, Map<string, number>>()
    for (const { body, names } of this.kept) {
      const useful = names.filter(usefulName)
      if (!useful.length) continue
      for (const term of body) {
        if (!usefulBody(term)) continue
        let row = together.get(term)
        if (!row) together.set(term, (row = new Map()))
        for (const name of useful) row.set(name, (row.get(name) ?? 0) + 1)
      }
    }
    const table = new Map<string, Association[]>()
    for (const [term, row] of together) {
      const bodyCount = this.bodyCount.get(term)!
      const found: { term: string; lift: number }[] = []
      for (const [name, count] of row) {
        if (count < limits.minTogether) continue
        const lift = (count * n) / (bodyCount * this.nameCount.get(name)!)
        if (lift >= limits.minLift) found.push({ term: name, lift: lift * (count / bodyCount) })
      }
      if (!found.length) continue
      found.sort((a, b) => b.lift - a.lift)
      const top = found.slice(0, limits.perWord)
      table.set(
        term,
        top.map((entry) => ({ term: entry.term, strength: entry.lift / top[0]!.lift })),
      )
    }
    return new Associations(table)
  }
}

/** The learned table: body word → the name words it stands for. */
export class Associations {
  constructor(private readonly table: ReadonlyMap<string, readonly Association[]> = new Map()) {}

  /** The name words a term stands for (none when the corpus says nothing about it). */
  of(term: string): readonly Association[] {
    return this.table.get(term) ?? []
  }

  /** Body words with associations. */
  get size(): number {
    return this.table.size
  }

  /** Pairs kept, over every body word. */
  get pairs(): number {
    let count = 0
    for (const list of this.table.values()) count += list.length
    return count
  }

  /** The table as plain data, to be stored beside the index (`index-files.ts`) and read back by `fromStored`. */
  toStored(): StoredAssociations {
    return [...this.table].map(([term, list]) => [term, list.map((entry) => [entry.term, entry.strength] as [string, number])])
  }

  static fromStored(stored: StoredAssociations): Associations {
    return new Associations(new Map(stored.map(([term, list]) => [term, list.map(([name, strength]) => ({ term: name, strength }))])))
  }
}

/** Body word → [name word, strength] pairs, as stored. */
export type StoredAssociations = [string, [string, number][]][]
