import { parse as parseYaml, YAMLParseError } from 'yaml'

export type FrontMatter = { data: Record<string, unknown>; content: string }

// The block must open on the very first line; an optional BOM is tolerated.
const frontMatterBlock = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m

/**
 * The mapping a front matter block's YAML holds (`{}` when empty); YAML that does not parse, or
 * that is not a mapping, throws an Error saying why.
 */
export function parseYamlMapping(yamlText: string): Record<string, unknown> {
  let data: unknown
  try {
    data = parseYaml(yamlText, { prettyErrors: true })
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error)
    throw new Error(`Invalid front matter: ${reason}`, { cause: error })
  }
  if (data === null || data === undefined) return {}
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('Invalid front matter: expected "key: value" lines, found a single value or a list')
  }
  return data as Record<string, unknown>
}

/** Splits YAML front matter from a Markdown source. A source without front matter yields `{}`. */
export function parseFrontMatter(source: string): FrontMatter {
  const match = frontMatterBlock.exec(source)
  if (!match || match.index !== 0) return { data: {}, content: source.replace(/^\uFEFF/, '') }
  return { data: parseYamlMapping(match[1] ?? ''), content: source.slice(match[0].length) }
}
