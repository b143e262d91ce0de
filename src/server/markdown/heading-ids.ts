/**
 * Heading ids, for the blog and the docs alike, in the convention the docs' own links are
 * written for: lower case, every run of characters other than `a-z0-9` one `-`, no `-` at
 * either end, repeats numbered `-2`, `-3`…
 * (`onlineManager.setEventListener` → `onlinemanager-seteventlistener`). Where GitHub's slug of
 * the same heading differs, an empty element carries it too, so links written against GitHub's
 * rendering land as well. Every heading gets an anchor link; the outline goes to `file.data.headings`.
 *
 * Runs after sanitising: these ids are the site's own, and must not get the `user-content-`
 * prefix that ids written in a page's HTML get.
 */
import GithubSlugger, { slug as githubSlug } from 'github-slugger'
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { h } from 'hastscript'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { Heading } from './types'

/** The site's slug of a heading text (without numbering). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Gives out unique slugs in the site's convention: `x`, `x-2`, `x-3`… */
export class HeadingSlugger {
  private readonly taken = new Set<string>()

  /** Undefined for a text with nothing to make an id of (`{`). */
  slug(text: string): string | undefined {
    // A heading with no latin letter or digit (`快速开始`) keeps GitHub's slug of it.
    const base = slugify(text) || githubSlug(text)
    if (!base) return undefined
    let id = base
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`
    this.taken.add(id)
    return id
  }
}

const levels: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const found: { node: Element; text: string; level: number; written?: string }[] = []
    visit(tree, 'element', (node) => {
      const level = levels[node.tagName]
      if (!level) return
      const written = typeof node.properties.id === 'string' && node.properties.id ? node.properties.id : undefined
      found.push({ node, text: toString(node).replace(/\s+/g, ' ').trim(), level, written })
      return SKIP
    })

    const slugger = new HeadingSlugger()
    const slugs = found.map(({ text }) => slugger.slug(text))
    // An id written in the page's HTML (`<h2 id="…">`, prefixed by the sanitiser) stays the heading's own.
    const primary = found.map(({ written }, index) => written ?? slugs[index])
    // Ids already on the page win over aliases, so no id appears twice.
    const taken = new Set(primary)
    const github = new GithubSlugger()
    const headings: Heading[] = []
    found.forEach(({ node, text, level }, index) => {
      const id = primary[index]
      if (!id) return
      const aliases: string[] = []
      for (const alias of [slugs[index], github.slug(text)]) {
        if (!alias || taken.has(alias)) continue
        taken.add(alias)
        aliases.push(alias)
      }
      node.properties.id = id
      node.children.unshift(...aliases.map((alias) => h('span', { id: alias, className: ['md-heading-alias'] })))
      node.children.push(h('a', { href: `#${id}`, className: ['md-heading-anchor'], ariaLabel: `Link to this section: ${text}` }, '#'))
      headings.push({ id, text, level })
    })
    file.data.headings = headings
  }
}
