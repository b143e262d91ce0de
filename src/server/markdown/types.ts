import type { PluggableList } from 'unified'

export type Heading = { id: string; text: string; level: number }

export type RenderOptions = {
  /** Rewrites a link href found in the Markdown (relative .md links etc.). Return undefined to keep it. */
  resolveLink?: (href: string) => string | undefined
  /** Rewrites an image src (relative images). Return undefined to keep it. */
  resolveImage?: (src: string) => string | undefined
  /**
   * Extra unified plugins: remark ones run after remark-gfm and before remark-rehype; rehype
   * ones after the built-in rehype plugins and before sanitize + stringify. Pass the same
   * array (identity) on every call so the processor built for it is reused.
   */
  remarkPlugins?: PluggableList
  rehypePlugins?: PluggableList
  /** Extra sanitize allowances (tag names / attributes, hast property names) needed by those plugins. */
  sanitize?: { tagNames?: string[]; attributes?: Record<string, string[]> }
}

export type RenderedMarkdown = { html: string; headings: Heading[] }

declare module 'vfile' {
  interface DataMap {
    renderOptions: RenderOptions
    headings: Heading[]
    /** Code blocks stay plain `<pre><code>` text, without Shiki (search records need the text only). */
    plainCode?: boolean
  }
}
