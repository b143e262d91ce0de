/**
 * What the dialect's plugins share while one page is processed. The processors are built once;
 * everything that belongs to one page travels in its VFile's `data.doc`.
 */
import type { BlockContent, DefinitionContent, Parent } from 'mdast'
import type { Properties, ElementContent } from 'hast'

export type DocFrontMatter = {
  title?: string
  description?: string
  /** Repository path of the page this one is based on (see sections.ts). */
  ref?: string
  replace: Record<string, string>
  id?: string
}

export type DocFileData = {
  /** Reads another file of the same repository at the same commit; undefined when absent. */
  readFile?: (path: string) => Promise<string | undefined>
  /** The framework the page is shown for, when known: framework blocks and install commands show it. */
  framework?: string
  frontMatter?: DocFrontMatter
  /** Title and description of the page a `ref:` took its text from. */
  referenced?: { title?: string; description?: string }
  /**
   * The Markdown the tree was parsed from, without front matter: `offset` is where `text`
   * starts in the tree's position offsets (so a node's text is `text.slice(start - offset, …)`).
   */
  body?: { text: string; offset: number }
  title?: string
  description?: string
}

declare module 'vfile' {
  interface DataMap {
    doc: DocFileData
  }
}

/**
 * A container the dialect builds (tab group, tab list, panel, framework block). It becomes the
 * element named by `data.hName` with `data.hProperties`; `data.hChildren` replaces its children.
 */
export interface DocBlock extends Parent {
  type: 'docBlock'
  children: (BlockContent | DefinitionContent)[]
  data: { hName: string; hProperties: Properties; hChildren?: ElementContent[] }
}

declare module 'mdast' {
  interface BlockContentMap {
    docBlock: DocBlock
  }
  interface RootContentMap {
    docBlock: DocBlock
  }
}

export function docBlock(hName: string, hProperties: Properties, children: DocBlock['children'] = [], hChildren?: ElementContent[]): DocBlock {
  return { type: 'docBlock', children, data: hChildren ? { hName, hProperties, hChildren } : { hName, hProperties } }
}

/** The page's dialect data, created on first use. */
export function docData(file: { data: { doc?: DocFileData } }): DocFileData {
  file.data.doc ??= {}
  return file.data.doc
}
