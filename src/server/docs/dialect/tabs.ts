/**
 * `<!-- ::start:tabs variant="…" -->` blocks become tab groups:
 * - no variant, or one such as `bundler`: one tab per `# Heading`, labelled by it;
 * - `files`: one tab per fenced code block, labelled by its `title="…"`;
 * - `package-manager` / `package-managers` (`mode="dev-install"` or `"local-install"`): one tab
 *   per package manager with its command for the packages listed per framework
 *   (`react: @tanstack/react-query`); when the frameworks' packages differ, each tab holds a
 *   framework switch (framework-blocks.ts).
 *
 * The markup follows the ARIA tabs pattern; the browser side (src/features/docs/
 * useDocEnhancements.ts) adds the keys and remembers the choice per `data-tab-group`:
 *
 *   div.md-tabs[data-tab-group=package-manager]
 *     div.md-tablist[role=tablist][aria-label]
 *       button.md-tab[role=tab][id][aria-controls][aria-selected][tabindex][data-tab-value]
 *     div.md-tabpanel[role=tabpanel][id][aria-labelledby][tabindex=0][data-tab-value][hidden]
 *
 * Ids pass the sanitiser like any id in the page, so they read `user-content-md-tabs-1-tab-0`.
 */
import type { Code, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { h } from 'hastscript'
import type { VFile } from 'vfile'
import { replaceBlocks, splitOnHeadings, type LabelledPanel } from './blocks'
import { codeTitle } from '~/server/markdown/code-titles'
import { docBlock, docData, type DocBlock } from './data'
import { frameworkSwitch } from './framework-blocks'
import { slugify } from '~/server/markdown/heading-ids'
import { installCommand, installMode, packageManagers, packagesByFramework } from './package-managers'

type Panels = { before: RootContent[]; panels: LabelledPanel[] }

const groupLabels: Record<string, string> = { 'package-manager': 'Package manager', files: 'Files' }

/** The kind of choice a group offers; groups of one kind share the reader's choice. */
export function groupKind(variant: string): string {
  return variant.startsWith('package-manager') ? 'package-manager' : slugify(variant) || 'tabs'
}

function fileTabs(content: RootContent[]): Panels {
  const before: RootContent[] = []
  const panels: LabelledPanel[] = []
  for (const node of content) {
    if (node.type === 'code') panels.push({ label: codeTitle(node.meta) ?? `File ${panels.length + 1}`, children: [node] })
    else (panels.at(-1)?.children ?? before).push(node)
  }
  return { before, panels }
}

function bashCode(value: string): Code {
  return { type: 'code', lang: 'bash', value }
}

function installTabs(content: RootContent[], mode: string | undefined, framework: string | undefined): Panels {
  const packages = packagesByFramework(content.map((node) => toString(node)).join('\n'))
  if (packages.size === 0) return { before: content, panels: [] }
  const sameEverywhere = new Set(packages.values()).size === 1
  const panels = packageManagers.map((manager) => {
    const command = (list: string) => bashCode(installCommand(manager, installMode(mode), list))
    const children: RootContent[] = sameEverywhere
      ? [command(packages.values().next().value!)]
      : [
          frameworkSwitch(
            [...packages].map(([name, list]) => ({ framework: name, children: [command(list)] })),
            framework,
          ),
        ]
    return { label: manager.name, children }
  })
  return { before: [], panels }
}

function uniqueValues(labels: string[]): string[] {
  const seen = new Set<string>()
  return labels.map((label) => {
    const base = slugify(label) || 'tab'
    let value = base
    for (let n = 2; seen.has(value); n++) value = `${base}-${n}`
    seen.add(value)
    return value
  })
}

/** A tab group with the first tab selected; `number` makes its ids unique on the page. */
export function tabGroup(kind: string, panels: LabelledPanel[], number: number): DocBlock {
  const values = uniqueValues(panels.map((panel) => panel.label))
  const tabId = (index: number) => `md-tabs-${number}-tab-${index}`
  const panelId = (index: number) => `md-tabs-${number}-panel-${index}`
  const tabs = panels.map((panel, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId(index),
        className: ['md-tab'],
        ariaSelected: index === 0 ? 'true' : 'false',
        ariaControls: panelId(index),
        tabIndex: index === 0 ? 0 : -1,
        dataTabValue: values[index],
      },
      panel.label,
    ),
  )
  const label = groupLabels[kind] ?? (kind === 'tabs' ? 'Tabs' : kind[0]!.toUpperCase() + kind.slice(1).replace(/-/g, ' '))
  return docBlock('div', { className: ['md-tabs'], dataTabGroup: kind }, [
    docBlock('div', { role: 'tablist', className: ['md-tablist'], ariaLabel: label }, [], tabs),
    ...panels.map((panel, index) =>
      docBlock(
        'div',
        {
          role: 'tabpanel',
          id: panelId(index),
          ariaLabelledBy: [tabId(index)],
          className: ['md-tabpanel'],
          tabIndex: 0,
          dataTabValue: values[index],
          hidden: index !== 0,
        },
        panel.children as DocBlock['children'],
      ),
    ),
  ])
}

export function remarkDocTabs() {
  return (tree: Root, file: VFile) => {
    const { framework } = docData(file)
    let groups = 0
    replaceBlocks(tree, 'tabs', ({ attributes, content }) => {
      const variant = attributes.variant || 'tabs'
      const kind = groupKind(variant)
      const { before, panels } =
        kind === 'files' ? fileTabs(content) : kind === 'package-manager' ? installTabs(content, attributes.mode, framework) : splitOnHeadings(content)
      if (panels.length === 0) return before
      return [...before, tabGroup(kind, panels, ++groups)]
    })
  }
}
