/**
 * A verb and the noun made from it, as their Porter stems: the Porter stemmer already gives
 * `cancel` and `cancellation`, `invalidate` and `invalidation`, `paginate` and `pagination` one
 * stem, but not the nouns whose last consonant changes: `submit` → `submission` (submit,
 * submiss), `decide` → `decision`, `suspend` → `suspense`, `compose` → `composition`, `resolve`
 * → `resolution`, `describe` → `description`, `fail` → `failure`. A reader asks with the verb
 * ("the form does not submit") where the docs name the noun ("Submission Handling"), and the other
 * way round.
 *
 * English suffix alternations, not a list of words: each gives a candidate stem, and a caller
 * keeps only those the index holds. Pure.
 */

/** Verb-stem endings and the noun-stem endings English makes of them (latinate nominalisations). */
const ALTERNATIONS: readonly [verb: string, noun: string][] = [
  ['mit', 'miss'], // submit → submission, permit, emit, omit, transmit
  ['nd', 'ns'], // suspend → suspense, extend → extension, expand, respond → response
  ['id', 'is'], // decide → decision, divide, provide, collide
  ['ud', 'us'], // include → inclusion, conclude, exclude
  ['od', 'os'], // explode → explosion, erode
  ['olv', 'olut'], // resolve → resolution, evolve
  ['crib', 'cript'], // describe → description, subscribe → subscription
  ['os', 'osit'], // compose → composition, expose → exposition
  ['um', 'umpt'], // assume → assumption, consume → consumption
  ['ain', 'ent'], // retain → retention, detain
  ['eiv', 'ept'], // receive → reception, perceive
  ['in', 'init'], // define → definition
  ['', 'ur'], // fail → failure, close → closure, expose → exposure
]

/** The shortest stem an alternation applies to: shorter words are too often something else. */
const MIN_ROOT = 3

/** The stems an English verb-to-noun alternation makes of a Porter stem, both ways (`submit` ↔ `submiss`). */
export function derivedStems(stem: string): string[] {
  if (!/^[a-z]+$/.test(stem)) return []
  const found = new Set<string>()
  for (const [verb, noun] of ALTERNATIONS) {
    if (stem.endsWith(verb) && stem.length - verb.length >= MIN_ROOT) found.add(stem.slice(0, stem.length - verb.length) + noun)
    if (noun && stem.endsWith(noun) && stem.length - noun.length >= MIN_ROOT) found.add(stem.slice(0, stem.length - noun.length) + verb)
  }
  found.delete(stem)
  return [...found]
}
