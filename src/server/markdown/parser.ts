import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified, type PluggableList } from 'unified'

/**
 * Parsing and a dialect's plugins: the Markdown as a tree, before anything becomes HTML. The one
 * parser of the site's Markdown (GFM), which the pipeline (processor.ts) and the readers of
 * Markdown as text or blocks start from; it loads nothing of the HTML steps.
 */
export function markdownParser(remarkPlugins: PluggableList = []) {
  return unified().use(remarkParse).use(remarkGfm).use(remarkPlugins)
}
