/**
 * What is wrong with a docs code block that does not compile, in one sentence a reader can take
 * in: the name at fault and what the library says of it, types cut to their names (the compiler's
 * `UseQueryResult<{ id: number; title: string; }, Error>` three lines long is `UseQueryResult`).
 * Pure: a TypeScript diagnostic in (its code and its flattened message chain, as the checker keeps
 * it), a sentence out, with names in backticks. The compiler's own text stays beside it, behind a
 * disclosure (decorate.ts).
 */
import type { SnippetDiagnostic } from './types'

const MAX_TYPE_CHARS = 32

/** A type as a reader names it: short ones whole, generic ones by their name, object types as "an object". */
export function shortType(type: string): string {
  const clean = type.trim().replace(/\s+/g, ' ')
  // A generic type by its name alone: its arguments are the compiler's inference, not the reader's words.
  const named = /^(?:typeof\s+)?([A-Za-z_$][\w$.]*)\s*<.*>$/.exec(clean)?.[1]
  if (named) return `\`${named}\``
  if (clean.length <= MAX_TYPE_CHARS) return `\`${clean}\``
  if (clean.startsWith('{')) return 'an object type'
  if (/^\(.*\)\s*=>/.test(clean)) return 'a function type'
  if (/^readonly |\[\]$/.test(clean)) return 'an array type'
  if (/^"[^"]*"(?: \| "[^"]*")+$/.test(clean)) return 'a set of strings'
  return `\`${clean.slice(0, MAX_TYPE_CHARS - 1)}…\``
}

const name = (value: string) => `\`${value}\``
const quoted = "'((?:[^']|'(?=[^']*'))*?)'"

type Rule = { pattern: RegExp; say: (match: RegExpExecArray) => string }

/**
 * Messages read from the most telling down: a rule for a nested line of the chain (an unknown
 * option inside "No overload matches this call") wins over one for the chain's first line.
 */
const rules: Rule[] = [
  {
    pattern: new RegExp(
      `Object literal may only specify known properties, (?:but|and) ${quoted} does not exist in type ${quoted}(?:\\. Did you mean to write ${quoted}\\?)?`,
    ),
    say: (m) => `${name(m[1]!)} is not an option of ${shortType(m[2]!)} in this version${m[3] ? `; did you mean ${name(m[3])}?` : '.'}`,
  },
  {
    pattern: new RegExp(`Property ${quoted} does not exist on type ${quoted}(?:\\. Did you mean ${quoted}\\?)?`),
    say: (m) => `${shortType(m[2]!)} has no ${name(m[1]!)} in this version${m[3] ? `; did you mean ${name(m[3])}?` : '.'}`,
  },
  {
    pattern: new RegExp(`Module ${quoted} has no exported member ${quoted}(?:\\. Did you mean ${quoted}\\?)?`),
    say: (m) => `${name(m[1]!.replace(/^"|"$/g, ''))} does not export ${name(m[2]!)} in this version${m[3] ? `; did you mean ${name(m[3])}?` : '.'}`,
  },
  {
    pattern: new RegExp(`${quoted} has no exported member named ${quoted}\\. Did you mean ${quoted}\\?`),
    say: (m) => `${name(m[1]!.replace(/^"|"$/g, ''))} does not export ${name(m[2]!)} in this version; did you mean ${name(m[3]!)}?`,
  },
  {
    pattern: new RegExp(`Cannot find module ${quoted}`),
    say: (m) => `The package ${name(m[1]!)} cannot be found.`,
  },
  {
    pattern: new RegExp(`Property ${quoted} is missing in type ${quoted} but required in type ${quoted}`),
    say: (m) => `${shortType(m[3]!)} requires ${name(m[1]!)}, which the code leaves out.`,
  },
  {
    pattern: new RegExp(`Type ${quoted} is missing the following properties from type ${quoted}: ([^\\n]+)`),
    say: (m) => `${shortType(m[2]!)} requires ${listOf(m[3]!)}, which the code leaves out.`,
  },
  {
    pattern: /Expected (at least |at most )?(\d+)(?:-(\d+))? (type )?arguments?, but got (\d+)/,
    say: (m) => {
      const expected = m[3] ? `${m[2]} to ${m[3]}` : `${m[1] ?? ''}${m[2]}`
      const verb = !m[3] && Number(m[2]) === 1 ? 'is' : 'are'
      return `The call passes ${count(Number(m[5]), m[4] ? 'type argument' : 'argument')} where ${expected} ${verb} expected.`
    },
  },
  {
    pattern: new RegExp(`Parameter ${quoted} implicitly has an? ${quoted} type`),
    say: (m) => `The parameter ${name(m[1]!)} has no type, and none can be inferred.`,
  },
  {
    pattern: new RegExp(`Cannot find name ${quoted}(?:\\. Did you mean ${quoted}\\?)?`),
    say: (m) => `${name(m[1]!)} is not defined in the block or imported${m[2] ? `; did you mean ${name(m[2])}?` : '.'}`,
  },
  {
    pattern: new RegExp(`${quoted} is possibly '(undefined|null)'`),
    say: (m) => `${name(m[1]!)} may be ${m[2]} here, and the code uses it without a check.`,
  },
  {
    pattern: /Object is possibly '(undefined|null)'/,
    say: (m) => `A value may be ${m[1]} here, and the code uses it without a check.`,
  },
  {
    pattern: /This expression is not callable/,
    say: () => 'The code calls something that is not a function in this version.',
  },
  {
    pattern: new RegExp(`Argument of type ${quoted} is not assignable to parameter of type ${quoted}`),
    say: (m) => `An argument has the wrong type: ${shortType(m[1]!)} where ${shortType(m[2]!)} is expected.`,
  },
  {
    pattern: new RegExp(`Type ${quoted} is not assignable to type ${quoted}`),
    say: (m) => `A value has the wrong type: ${shortType(m[1]!)} where ${shortType(m[2]!)} is expected.`,
  },
  {
    pattern: /No overload matches this call/,
    say: () => 'No form of this call takes these arguments in this version.',
  },
]

/** "an object type requires …" opens a sentence as "An object type …"; a name in backticks stays as written. */
function upperFirst(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/** `a, b, c, and 2 more.` → "`a`, `b`, `c` and 2 more". */
function listOf(text: string): string {
  const more = /,? and (\d+) more\.?$/.exec(text)
  const names = text
    .replace(/,? and \d+ more\.?$/, '')
    .replace(/\.$/, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(name)
  const all = more ? [...names, `${more[1]} more`] : names
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? 'properties')
}

/**
 * The sentence for a diagnostic. A message chain is searched line by line, deepest first for the
 * rules about a name (an unknown option, a missing property) and from the top for the others.
 */
export function failureSentence(diagnostic: Pick<SnippetDiagnostic, 'code' | 'message'>): string {
  const lines = diagnostic.message.split('\n').map((line) => line.trim())
  const specific = rules.slice(0, 7)
  for (const line of [...lines].reverse()) {
    for (const rule of specific) {
      const match = rule.pattern.exec(line)
      if (match) return upperFirst(rule.say(match))
    }
  }
  for (const line of lines) {
    for (const rule of rules.slice(7)) {
      const match = rule.pattern.exec(line)
      if (match) return upperFirst(rule.say(match))
    }
  }
  const first = lines[0] ?? ''
  return `TypeScript reports: ${first.length > 160 ? `${first.slice(0, 159)}…` : first}`
}
