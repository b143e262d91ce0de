/**
 * Reading a question: what a reader or an agent types in a sentence ("how do I run a query only
 * after another finishes", "placeholderData or initialData, which one?", a pasted error message)
 * becomes the words worth matching and the intent behind them:
 * - the question's frame ("how do I", "what is", "which one should I use") and filler words
 *   ("just", "really", "someone") are removed: they are in every question and name no page;
 * - the intent: `how-to` wants a guide, `what-is` the concept's guide or the API's reference,
 *   `comparison` the page that covers both sides, `error` the page about a message the libraries
 *   print, `troubleshooting` a FAQ or debugging page, or the guide of the behaviour;
 * - a pasted message loses what varies between apps (quoted keys, ids, numbers, paths, stack lines).
 * Keywords ("useQuery", "optimistic updates") pass through untouched. Pure.
 */
import type { UnderstoodQuery } from './query-understanding'
import { STOP_WORDS, termOf, WORD } from './text'

export type Intent = 'how-to' | 'what-is' | 'comparison' | 'error' | 'troubleshooting'

export type ReadQuestion = {
  /** The words worth matching, frame and filler removed (the query as typed when it is no question). */
  text: string
  intent?: Intent
  /** For an error, the message as pasted with its variable parts removed (for the error index). */
  message?: string
  /**
   * The first word of `text` is the verb a how-to frame asks about ("how do I *start* loading a
   * route", "how do I *react* to a field change"): a verb, never a library or framework facet.
   */
  verbFirst?: boolean
}

/** Frames that open a question, longest first within each intent; matched on lower-cased text. */
const FRAMES: [Intent, RegExp][] = [
  [
    'how-to',
    /^(?:how\s+(?:do|can|could|should|would|shall)\s+(?:i|we|you|one)|how\s+to|how\s+(?:do|can)\s+i\s+make|is\s+there\s+a\s+way\s+to|what(?:'s|\s+is)\s+the\s+(?:best|right|recommended)\s+way\s+to|i\s+(?:want|need|would\s+like)\s+to|can\s+(?:i|we|you))\b/,
  ],
  ['what-is', /^(?:what(?:'s|\s+is|\s+are|\s+does|\s+do)|what\s+exactly\s+is|explain|tell\s+me\s+about|define)\b/],
  ['troubleshooting', /^(?:why\s+(?:does|do|is|are|isn't|doesn't|won't|can't|did)|why)\b/],
]

/** Words of a question that say it compares two things. */
const COMPARISON =
  /\b(?:vs\.?|versus|compared?\s+(?:to|with)|comparison|difference\s+between|differences\s+between|or\s+(?:should|do|can)\b|instead\s+of|better\s+than|which\s+(?:one|is\s+better|should))\b|\s(?:or)\s/

/** Words that say a comparison even in a how-to question ("how do I choose between X and Y"). */
const EXPLICIT_COMPARISON = /\b(?:vs\.?|versus|difference\s+between|compared?\s+(?:to|with))\b/

/** Words that say something goes wrong. */
const TROUBLE =
  /\b(?:not\s+\w+ing|(?:does|do|is|are|did|can)\s*(?:n't|not)|doesn't|don't|isn't|aren't|won't|can't|never|keeps?|broken|breaks|fail(?:s|ed|ing)?|stuck|forever|wrong|slow|twice|too\s+often|blank|leaks?|lost|jumps?|issues?|problems?|bugs?|debug|errors?|mismatch|nothing\s+happens|retried|crash(?:es)?)\b/

/** Tails that end a question and name nothing ("which one should I use", "how do they compare"). */
const TAILS = [
  /,?\s*which\s+(?:one\s+)?(?:should\s+i\s+(?:use|pick|choose)|is\s+better|to\s+use|to\s+pick)\??\s*$/,
  /,?\s*how\s+do\s+they\s+(?:compare|differ)\??\s*$/,
  /,?\s*which\s+runs\s+first\??\s*$/,
  /,?\s*what\s+(?:should|do)\s+i\s+use\??\s*$/,
  /,?\s*(?:why|how)\??\s*$/,
  /,?\s*how\s+do\s+i\s+(?:fix|turn\s+(?:that|it)\s+off|stop\s+(?:it|that)|change\s+(?:it|that))\??\s*$/,
  /\s+(?:used\s+for|for|mean|do)\??\s*$/,
]

/** Words a question carries that name no page: the frame's leftovers and everyday filler. */
export const FILLER = new Set([
  'please',
  'just',
  'really',
  'actually',
  'basically',
  'simply',
  'somehow',
  'like',
  'so',
  'also',
  'then',
  'way',
  'able',
  'want',
  'need',
  'get',
  'got',
  'make',
  'sure',
  'thing',
  'things',
  'something',
  'anything',
  'someone',
  'one',
  'here',
  'them',
  'they',
  'their',
  'have',
  'has',
  'had',
  'am',
  'been',
  'being',
  'will',
  'could',
  'might',
  'may',
  'whether',
  'possible',
  'correct',
  'proper',
  'properly',
  'best',
  'good',
  'right',
  'away',
  'instead',
  'exactly',
  'vs',
  'versus',
  'difference',
  'differences',
  'between',
  'compare',
  'compared',
  'better',
  'which',
  'use',
  'using',
  'used',
  'some',
  'any',
  'all',
  'every',
  'each',
  'only',
  'other',
  'another',
  'again',
  'still',
  'even',
  'too',
  'very',
  'much',
  'many',
  'more',
  'most',
  'less',
  'lot',
  'lots',
  'bit',
  'ok',
  'okay',
  'hi',
  'hello',
  'thanks',
  'help',
  'know',
  'tell',
  'explain',
  'question',
  'questions',
  'example',
  'anyone',
  'people',
  'user',
  'users',
  'someone',
  'always',
  'ever',
  'if',
  'but',
  'not',
  'no',
  'yes',
  'did',
  'done',
  'doing',
  'goes',
  'go',
  'see',
  'let',
  'lets',
])

/** Words that may stand between a how-to's frame and its verb ("how can I *just* refetch"). */
const ADVERBS = new Set(['just', 'also', 'then', 'even', 'still', 'ever', 'always', 'again', 'please', 'now', 'first', 'only'])

function isAdverb(word: string): boolean {
  return ADVERBS.has(word) || (word.length > 4 && word.endsWith('ly'))
}

/** The marks of a message a library prints: its prefixes and phrasings. */
const MESSAGE =
  /^(?:\s*(?:uncaught\s+)?(?:\w*error|warning|invariant\s+failed|\[[^\]]+\])\s*:)|invariant failed|\bmust be (?:used|rendered|called|passed)\b|\bis not allowed\b|\bis deprecated\b|\bonly works when\b|\bcannot be (?:undefined|called|used|rendered)\b|\bwas rendered inside\b|\bwasn't caught\b|\bno \w+ (?:set|found|was passed)\b|\bdid you forget\b|\bplease (?:make sure|use|fix)\b|\bexpected to find\b|\bshould only be\b/i

/** Whether a query reads as a message pasted from the console rather than a reader's words. */
export function looksLikeMessage(query: string): boolean {
  const words = query.match(WORD) ?? []
  if (words.length < 3) return false
  if (MESSAGE.test(query) || (/`[^`]+`/.test(query) && words.length >= 6)) return true
  // Two sentences or more, naming an API, and asking nothing: a message read off the console.
  return words.length >= 10 && /[a-z]\.\s+[A-Z]/.test(query) && !/\?\s*$/.test(query) && words.some((word) => /[a-z][A-Z]/.test(word))
}

/**
 * A pasted message without what an app fills in: stack lines (`at useQueryClient (file.tsx:18:11)`),
 * quoted values and JSON (`["todos",1]`), paths and URLs, numbers; spaces squeezed.
 */
export function messageCore(message: string): string {
  return message
    .replace(/\s+at\s+[\w$.<>]+\s*\([^)]*\)/g, ' ')
    .replace(/\((?:[\w./-]+):\d+(?::\d+)?\)/g, ' ')
    .replace(/(?<![\w])(["'])(?:(?!\1)[^\n]){0,200}?\1(?![\w])/g, (quoted) =>
      /^["'][A-Za-z_$][\w$]*["']$/.test(quoted) && /[A-Z]/.test(quoted.slice(2)) ? quoted : ' ',
    )
    .replace(/\[[^\][]*["\d,][^\][]*\]/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?:^|\s)\/[\w$.-]+(?:\/[\w$.-]*)*/g, ' ')
    .replace(/\b\d+\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Reads a query: keywords come back as typed, a question without its frame and filler, with its intent. */
export function readQuestion(query: string): ReadQuestion {
  const trimmed = query.trim()
  if (looksLikeMessage(trimmed)) {
    const message = messageCore(trimmed)
    return { text: message, intent: 'error', message }
  }
  let text = trimmed.toLowerCase().replace(/[?!.]+$/, '')
  let intent: Intent | undefined
  for (const [kind, frame] of FRAMES) {
    const found = frame.exec(text)
    if (!found) continue
    intent = kind
    text = text.slice(found[0].length)
    break
  }
  const verb = intent === 'how-to' ? (text.match(WORD) ?? []).find((word) => !isAdverb(word)) : undefined
  // Two or three words without a frame are keywords, whatever they hold ("retry failed queries").
  // ("query comparison" is the name of a page; "staleTime vs gcTime" compares).
  if (!intent && (text.match(WORD) ?? []).length < 4 && !/\b(?:vs\.?|versus|or)\s/.test(text)) return { text: trimmed }
  const compares = intent === 'how-to' ? EXPLICIT_COMPARISON.test(text) : COMPARISON.test(` ${text} `)
  if (compares) intent = 'comparison'
  else if (intent !== 'what-is' && intent !== 'how-to' && TROUBLE.test(text)) intent = 'troubleshooting'
  for (const tail of TAILS) text = text.replace(tail, '')
  if (!intent) return { text: trimmed }
  // The reader's spelling of identifiers is kept: only the frame and filler go.
  const kept = new Set((text.match(WORD) ?? []).filter((word) => !FILLER.has(word)))
  const asTyped = (trimmed.match(WORD) ?? []).filter((word) => kept.has(word.toLowerCase()))
  const unique = asTyped.filter((word, n) => asTyped.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === n)
  const verbFirst = verb !== undefined && unique[0]?.toLowerCase() === verb
  return { text: unique.length ? unique.join(' ') : trimmed, intent, ...(verbFirst ? { verbFirst } : {}) }
}

/** Words that say what kind of API the words before them name ("the ranger hook", "the form api", "the debouncer class"). */
const API_KINDS = new Set(['hook', 'class', 'function', 'component', 'type', 'method', 'interface', 'api', 'utility', 'helper'])

/**
 * The API names a question's words may stand for, as index terms: "what is the query client" →
 * `queryclient`; with a kind word, in any question but an error, the name that kind is written
 * as ("the ranger hook" → `useranger`, "the form api" → `formapi` or `form`, "the debouncer class"
 * → `debouncer`). `words` are the question's words in order, library words included; none for
 * a single plain word of a what-is (the keyword rules find its reference) or more than three.
 */
export function apiNamesOf(words: readonly string[], intent: Intent | undefined): string[] {
  if (!intent || intent === 'error') return []
  const lower = words.map((word) => word.toLowerCase())
  const kind = lower.find((word) => API_KINDS.has(word))
  const rest = lower.filter((word) => !API_KINDS.has(word))
  if (rest.length === 0 || rest.length > 3 || (!kind && (intent !== 'what-is' || rest.length < 2))) return []
  const name = rest.join('')
  const names = kind === 'hook' ? [`use${name}`] : kind === 'api' ? [name, `${name}api`] : [name]
  return [...new Set(names.flatMap((written) => [written, termOf(written)]))]
}

/**
 * A question whose kind word ("hook", "class", "api") names an API (`apiNamesOf`) also matches
 * that API's page through it: the kind word's slot takes each name the index holds as an
 * alternative ("the ranger hook" → `useRanger`, whose page need not say "hook").
 */
export function withApiNames(understood: UnderstoodQuery, names: readonly string[]): UnderstoodQuery {
  if (!names.length) return understood
  const at = understood.slots.findIndex((slot) => slot.words.length === 1 && API_KINDS.has(slot.words[0]!.toLowerCase()))
  if (at < 0) return understood
  const slots = understood.slots.map((slot, n) => (n === at ? { ...slot, alternatives: [...slot.alternatives, ...names.map((name) => [name])] } : slot))
  return { ...understood, slots }
}

/** What separates the two sides of a comparison ("X vs Y", "X or Y", "X compared to Y"). */
const SIDES = /\s(?:vs\.?|versus|or|compared\s+(?:to|with)|instead\s+of|better\s+than)\s/i

/**
 * The two sides a comparison weighs, as index terms without filler: "useQuery vs useSuspenseQuery"
 * → [usequery], [usesuspensequery]; "difference between file based and code based routing" →
 * [file, base], [code, base, rout]. Empty when the question has no two sides to tell apart.
 */
export function comparisonSides(query: string): string[][] {
  // As typed: the case of an identifier keeps it one term (`useQuery` → usequery).
  const text = ` ${query.replace(/[?!.,]+/g, ' ')} `
  const between = /\bbetween\s(.+)/i.exec(text)?.[1]
  const parts = between ? between.split(/\sand\s/i) : text.split(SIDES)
  if (parts.length !== 2) return []
  const sides = parts.map((part) => [
    ...new Set((part.match(WORD) ?? []).filter((word) => !FILLER.has(word.toLowerCase()) && !STOP_WORDS.has(word.toLowerCase())).map(termOf)),
  ])
  return sides.every((side) => side.length > 0) ? sides : []
}
