/**
 * The error-message index: the errors and warnings a library prints (`throw new Error('…')`,
 * `console.warn`/`console.error`, `invariant(…, '…')`, `warning(…, '…')`), read from the source
 * of its repository, so that a message pasted into search is known: which package prints it, and
 * which words of it are its own (the identifiers and words it names), not the parts an app fills
 * in (`${queryHash}`, quoted keys, ids). Extraction and matching are pure; `collectMessages`
 * reads a repository through the content source.
 */
import { messageCore } from './question'
import { isIdentifier, termOf, WORD } from './text'

export type KnownMessage = {
  /** The message as the source writes it, template slots (`${…}`) removed. */
  text: string
  /** The npm package whose source prints it (`@tanstack/query-core`). */
  packageName: string
  /** The identifiers it names (`QueryClientProvider`, `useRouter`), as written. */
  identifiers: string[]
  /** Its words as index terms, the message's filler left out. */
  terms: string[]
  /**
   * The API that prints it: the function, method or hook whose declaration comes nearest before
   * the `throw` in the source (`useQueryClient` for "No QueryClient set"), when its name reads as
   * an identifier (`useFieldContext`, not `fetch`). Its page is where a reader learns to call it right.
   */
  thrower?: string
}

/** Calls that print or throw a message, the message being their (first string) argument. */
const EMITTERS =
  /(?:throw\s+new\s+\w*Error|console\.(?:warn|error)|\binvariant\s*\([^,()]{0,200},|\bwarning\s*\([^,()]{0,200},)\s*\(?\s*(['"`])((?:\\.|(?!\1)[\s\S]){12,600}?)\1/g

/** Words every message has and no page is about. */
const MESSAGE_FILLER = new Set(
  'warning error invariant failed please make sure must should only be been being is are was were not no cannot can could will would the a an of to in on for and or with as at by from this that these those it its you your we our if then than when which while into out up was has have had did do does done use used using set found find called call instead other value values like e.g. eg'.split(
    ' ',
  ),
)

/** Source files worth reading: code of a package, not its tests, examples or builds. */
export function isMessageSource(file: string): boolean {
  return (
    /^packages\/[^/]+\/src\/.+\.(?:ts|tsx|js|jsx|mjs)$/.test(file) &&
    !/(?:^|\/)(?:__tests__|tests?|__mocks__|fixtures?)\/|\.(?:test|spec|bench|d)\.[jt]sx?$/.test(file)
  )
}

/** The messages one source file prints, template slots removed, each once. */
export function extractMessages(source: string): string[] {
  return printedMessages(source).map((message) => message.text)
}

/**
 * Declarations whose name is the API a message inside them belongs to: functions, arrow
 * functions given to a name, and class methods (`setQueries(…) {`, `async fetch(…) {`).
 */
const DECLARATIONS =
  /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*[<(]|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=\n]{0,200})?=\s*(?:async\s+)?(?:function\b|(?:<[^>\n]*>\s*)?\([^)]*\)\s*(?::[^=\n]{0,200})?=>|[A-Za-z_$][\w$]*\s*=>)|^[ \t]+(?:(?:public|private|protected|static|async|override)\s+)*#?([A-Za-z_$][\w$]*)\s*(?:<[^>\n]*>)?\([^)]*\)\s*(?::[^{;\n]{0,200})?\{/gm

/** Words the method pattern meets that are statements, not names. */
const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'function', 'constructor', 'super'])

/** The declarations of a source file (`DECLARATIONS`) in order: where each starts and its name. */
function declarationsOf(source: string): { at: number; name: string }[] {
  const found: { at: number; name: string }[] = []
  for (const match of source.matchAll(DECLARATIONS)) {
    const name = match[1] ?? match[2] ?? match[3]
    if (name && !KEYWORDS.has(name)) found.push({ at: match.index, name })
  }
  return found
}

/** The name of the declaration nearest before `at` among `declarations` (`declarationsOf`), when it reads as an identifier. */
export function throwerAt(declarations: readonly { at: number; name: string }[], at: number): string | undefined {
  let name: string | undefined
  for (const declaration of declarations) {
    if (declaration.at >= at) break
    name = declaration.name
  }
  return name && isIdentifier(name) ? name : undefined
}

/** The messages one source file prints (template slots removed, each once), each with the API that prints it (`throwerAt`). */
export function printedMessages(source: string): { text: string; thrower?: string }[] {
  const found = new Map<string, string | undefined>()
  let declarations: { at: number; name: string }[] | undefined
  for (const match of source.matchAll(EMITTERS)) {
    const text = match[2]!
      .replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, ' ')
      .replace(/\\n|\\t/g, ' ')
      .replace(/\\(.)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
    // A message of a few words is too little to know it by ("Invariant failed", "Not found").
    if ((text.match(WORD) ?? []).length >= 3 && !found.has(text)) found.set(text, throwerAt((declarations ??= declarationsOf(source)), match.index))
  }
  return [...found].map(([text, thrower]) => (thrower ? { text, thrower } : { text }))
}

/** A message's own words: identifiers as written, and its other words as index terms without filler. */
export function messageWords(message: string): { identifiers: string[]; terms: string[] } {
  const words = messageCore(message).match(WORD) ?? []
  const identifiers = [...new Set(words.filter((word) => isIdentifier(word) || /^[A-Z][a-z]+[A-Z]/.test(word)))]
  const terms = [...new Set(words.filter((word) => !MESSAGE_FILLER.has(word.toLowerCase()) && word.length > 1 && !/^\d+$/.test(word)).map(termOf))]
  return { identifiers, terms }
}

export function knownMessage(text: string, packageName: string, thrower?: string): KnownMessage {
  return { text, packageName, ...messageWords(text), ...(thrower ? { thrower } : {}) }
}

/** How much of a known message a pasted one holds, over the known message's own words (identifiers count twice). */
function overlap(known: KnownMessage, pasted: ReadonlySet<string>): number {
  let held = 0
  let total = 0
  for (const term of known.terms) {
    const weight = known.identifiers.some((identifier) => termOf(identifier) === term) ? 2 : 1
    total += weight
    if (pasted.has(term)) held += weight
  }
  return total ? held / total : 0
}

/** The share of a known message's words a pasted text must hold to be taken for it. */
export const MESSAGE_MATCH = 0.6
/** The share of a pasted text's own words a known message must hold as well: a text mostly about something else is not that message. */
export const MESSAGE_PRECISION = 0.4
/** A pasted text of this many words or more that a known message holds nearly whole is that message, cut short. */
const CUT_SHORT = { words: 4, share: 0.8 }

/** The messages of every library, and the one a pasted text is. */
export class MessageIndex {
  private readonly byLibrary = new Map<string, KnownMessage[]>()

  replace(library: string, messages: KnownMessage[]) {
    this.byLibrary.set(library, messages)
  }

  remove(library: string) {
    this.byLibrary.delete(library)
  }

  get size(): number {
    let count = 0
    for (const list of this.byLibrary.values()) count += list.length
    return count
  }

  /**
   * The known message a pasted text is, with its library; the best fit when several are. A text
   * is a message when it holds most of the message's words and the message holds a fair share of
   * its own (a message of three common words is not found in any text that names two of them), or
   * when the message holds nearly all of a text of a few words (a long message pasted cut short).
   * Undefined for a text that is none.
   */
  find(pasted: string, libraries?: ReadonlySet<string>): { library: string; message: KnownMessage; share: number; packages: string[] } | undefined {
    const own = messageWords(pasted)
    const terms = new Set(own.terms)
    if (terms.size < 2) return undefined
    let best: { library: string; message: KnownMessage; share: number } | undefined
    for (const [library, messages] of this.byLibrary) {
      if (libraries && !libraries.has(library)) continue
      for (const message of messages) {
        if (message.terms.length < 2) continue
        const share = overlap(message, terms)
        const held = message.terms.filter((term) => terms.has(term)).length / terms.size
        const whole = share >= MESSAGE_MATCH && held >= MESSAGE_PRECISION && terms.size <= 3 * message.terms.length + 4
        const cutShort = terms.size >= CUT_SHORT.words && held >= CUT_SHORT.share
        if (!whole && !cutShort) continue
        const fit = (2 * share * held) / (share + held)
        if (!best || fit > best.share) best = { library, message, share: fit }
      }
    }
    if (!best) return undefined
    // The adapters of every framework often print the same message: each of them is named.
    const { text } = best.message
    const packages = [
      ...new Set((this.byLibrary.get(best.library) ?? []).filter((message) => message.text === text).map((message) => message.packageName)),
    ].sort()
    return { ...best, packages }
  }
}

/** What of a message is worth searching: its words without what varies and without the filler every message has. */
export function messageSearchText(message: string): string {
  return (messageCore(message).match(WORD) ?? []).filter((word) => !MESSAGE_FILLER.has(word.toLowerCase()) && !/^\d+$/.test(word)).join(' ')
}
