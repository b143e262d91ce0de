import type { Root as HastRoot } from 'hast'

export type Heading = { id: string; text: string; level: number }

/** How one document's links and images are rewritten (relative `.md` links, images…). */
export type LinkHooks = {
  /** Rewrites a link href found in the Markdown. Return undefined to keep it. In-page `#…` links are not passed. */
  resolveLink?: (href: string) => string | undefined
  /** Rewrites an image src. Return undefined to keep it. */
  resolveImage?: (src: string) => string | undefined
}

export type RenderOptions = LinkHooks & {
  /** Repository or file path of the document, for messages and plugins that need it. */
  path?: string
  /** Also return the rendered tree (`tree`), for a reader of its structure that would otherwise parse the HTML back. */
  tree?: boolean
}

export type RenderedMarkdown = {
  html: string
  /** The HTML's tree, when asked for (`RenderOptions.tree`). */
  tree?: HastRoot
  headings: Heading[]
  /** The document's front matter mapping (`{}` without one). */
  frontMatter: Record<string, unknown>
}

declare module 'vfile' {
  interface DataMap {
    /** The document's front matter mapping, read before parsing (see front-matter.ts). */
    frontMatter: Record<string, unknown>
    links: LinkHooks
    headings: Heading[]
    /** Code blocks stay plain `<pre><code>` text, without Shiki (search records need the text only). */
    plainCode?: boolean
  }
}
