/**
 * `<!-- ::start:framework -->` blocks: one panel per `# React`, `# Solid`… heading. The block
 * shows the panel of the page's framework; a block without one shows its first panel under a
 * notice ("Not available for Vue — showing React"). In the browser the docs page switches the
 * panels when the reader picks another framework (src/features/docs/useDocEnhancements.ts):
 *
 *   div.md-framework[data-frameworks="react solid"]
 *     p.md-framework-notice[role=note][hidden]
 *     div.md-framework-panel[data-framework=react]
 *     div.md-framework-panel[data-framework=solid][hidden]
 */
import type { Paragraph, Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { frameworkFallbackNotice } from '~/lib/docs/framework-notice'
import { replaceBlocks, splitOnHeadings } from './blocks'
import { docBlock, docData, type DocBlock } from './data'
import { slugify } from '~/server/markdown/heading-ids'

export type FrameworkPanel = { framework: string; children: RootContent[] }

/** Panels of which the one for `framework` shows, else the first under a notice. Also used by install tabs. */
export function frameworkSwitch(panels: FrameworkPanel[], framework: string | undefined): DocBlock {
  const match = panels.findIndex((panel) => panel.framework === framework)
  const shown = Math.max(match, 0)
  const fallback = framework !== undefined && match < 0
  const notice: Paragraph = {
    type: 'paragraph',
    children: fallback ? [{ type: 'text', value: frameworkFallbackNotice(framework, panels[shown]!.framework) }] : [],
    data: { hProperties: { className: ['md-framework-notice'], role: 'note', hidden: !fallback } },
  }
  return docBlock('div', { className: ['md-framework'], dataFrameworks: panels.map((panel) => panel.framework).join(' ') }, [
    notice,
    ...panels.map((panel, index) =>
      docBlock('div', { className: ['md-framework-panel'], dataFramework: panel.framework, hidden: index !== shown }, panel.children as DocBlock['children']),
    ),
  ])
}

/** Runs after remarkDocTabs, so tab groups inside framework panels are already built. */
export function remarkFrameworkBlocks() {
  return (tree: Root, file: VFile) => {
    const { framework } = docData(file)
    replaceBlocks(tree, 'framework', ({ content }) => {
      const { before, panels } = splitOnHeadings(content)
      if (panels.length === 0) return content
      return [
        ...before,
        frameworkSwitch(
          panels.map((panel) => ({ framework: slugify(panel.label), children: panel.children })),
          framework,
        ),
      ]
    })
  }
}
