import { defaultSchema, type Options as Schema } from 'rehype-sanitize'

/** Only Shiki's colour variables may appear in a style attribute. */
const shikiStyle = /^(?:\s*--shiki-[a-z-]+\s*:\s*[#a-zA-Z0-9 .,%()-]+;?)+\s*$/
/** A code block's line count, from which the stylesheet reserves its height. */
const codeLinesStyle = /^--md-code-lines:\d{1,6}$/

export type SchemaExtras = {
  tagNames?: string[]
  attributes?: Record<string, string[]>
  /**
   * Prefix for ids and names written in the content (`user-content-`), so that they cannot
   * clobber `document` or `window` properties. Unset: kept as written.
   */
  clobberPrefix?: string
  /** Properties that get the prefix, beyond GitHub's (`id`, `name`, `aria-labelledby`, `aria-describedby`). */
  clobber?: string[]
}

/**
 * GitHub's sanitize schema plus what the built-in plugins emit: classes everywhere, Shiki's
 * style variables, code figures with their caption and copy button, a code title. Ids are kept
 * as written unless a `clobberPrefix` is given. Scripts, styles, frames, `on*` handlers and
 * `javascript:` URLs are still removed.
 */
export function buildSanitizeSchema(extra?: SchemaExtras): Schema {
  // The default schema limits classes on some tags to a few values; here any class is kept.
  const attributes: NonNullable<Schema['attributes']> = Object.fromEntries(
    Object.entries(defaultSchema.attributes ?? {}).map(([tag, names]) => [tag, names.filter((name) => !(Array.isArray(name) && name[0] === 'className'))]),
  )
  const add = (tag: string, names: NonNullable<Schema['attributes']>[string]) => {
    attributes[tag] = [...(attributes[tag] ?? []), ...names]
  }
  add('*', ['className', 'role'])
  add('pre', ['tabIndex', ['style', shikiStyle]])
  add('span', [['style', shikiStyle]])
  add('figure', ['dataLanguage'])
  add('code', ['dataTitle', 'dataMeta'])
  add('div', [['style', codeLinesStyle]])
  add('button', ['type', 'dataMdCopy', 'ariaLabel'])
  add('a', ['ariaLabel'])
  add('img', ['loading', 'decoding'])
  for (const [tag, names] of Object.entries(extra?.attributes ?? {})) add(tag, names)
  return {
    ...defaultSchema,
    clobberPrefix: extra?.clobberPrefix ?? '',
    clobber: [...(defaultSchema.clobber ?? []), ...(extra?.clobber ?? [])],
    // Removed with their contents (other unknown tags are unwrapped, keeping their text).
    strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea'],
    tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption', 'button', ...(extra?.tagNames ?? [])],
    attributes,
  }
}
