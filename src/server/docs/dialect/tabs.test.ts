import type { Element } from 'hast'
import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { elements, hasClass, renderPage } from '../../../../tests/support/doc-render'

const block = (attributes: string, ...lines: string[]) =>
  [`<!-- ::start:tabs${attributes ? ` ${attributes}` : ''} -->`, '', ...lines, '', '<!-- ::end:tabs -->'].join('\n')

function groups(html: string) {
  return elements(html, (element) => hasClass(element, 'md-tabs')).map((group) => {
    const tabs = elements(group, (element) => element.properties.role === 'tab')
    const panels = group.children.filter((child): child is Element => child.type === 'element' && child.properties.role === 'tabpanel')
    return { kind: group.properties.dataTabGroup, tabs, panels }
  })
}

describe('tab blocks', () => {
  it('splits a block on its headings, one tab each, following the ARIA tabs pattern', async () => {
    const { html } = await renderPage(block('variant="bundler"', '# Vite', '', '```sh', '# a comment, not a tab', '```', '', '# Rsbuild', '', 'Rsbuild text.'))
    const [group] = groups(html)
    expect(group?.kind).toBe('bundler')
    expect(group?.tabs.map((tab) => toString(tab))).toEqual(['Vite', 'Rsbuild'])
    expect(group?.tabs.map((tab) => [tab.properties.ariaSelected, tab.properties.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
    ])
    group?.tabs.forEach((tab, index) => {
      const panel = group.panels[index]!
      expect(tab.properties.ariaControls).toEqual([panel.properties.id])
      expect(panel.properties.ariaLabelledBy).toEqual([tab.properties.id])
      expect(panel.properties.dataTabValue).toBe(tab.properties.dataTabValue)
      expect(panel.properties.hidden === true).toBe(index !== 0)
    })
    expect(toString(group!.panels[0]!)).toContain('# a comment, not a tab')
    expect(html).toContain('role="tablist" class="md-tablist" aria-label="Bundler"')
  })

  it('makes one tab per code block in a files block, labelled by its title', async () => {
    const { html } = await renderPage(block('variant="files"', '```ts title="src/main.tsx"', 'main()', '```', '', '```tsx', 'app()', '```'))
    const [group] = groups(html)
    expect(group?.kind).toBe('files')
    expect(group?.tabs.map((tab) => [toString(tab), tab.properties.dataTabValue])).toEqual([
      ['src/main.tsx', 'src-main-tsx'],
      ['File 2', 'file-2'],
    ])
  })

  it('gives every group on a page its own ids', async () => {
    const { html } = await renderPage([block('', '# A', '', 'a', '# B', '', 'b'), block('', '# A', '', 'a')].join('\n\n'))
    const ids = elements(html, (element) => typeof element.properties.id === 'string').map((element) => element.properties.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(6)
  })

  it('writes the install commands of a package-manager block, per framework when they differ', async () => {
    const { html } = await renderPage(block('variant="package-managers" mode="dev-install"', 'react: @x/react-plugin', 'solid: @x/solid-plugin'), {
      framework: 'solid',
    })
    const [group] = groups(html)
    expect(group?.kind).toBe('package-manager')
    expect(group?.tabs.map((tab) => toString(tab))).toEqual(['npm', 'pnpm', 'yarn', 'bun'])
    const pnpm = group!.panels[1]!
    expect(toString(pnpm)).toContain('pnpm add -D @x/react-plugin')
    expect(toString(pnpm)).toContain('pnpm add -D @x/solid-plugin')
    const frameworkPanels = elements(html, (element) => hasClass(element, 'md-framework-panel') && element.properties.hidden !== true)
    expect(frameworkPanels.map((panel) => [panel.properties.dataFramework, toString(elements(panel, (element) => element.tagName === 'pre')[0]!)])).toEqual(
      ['npm i -D', 'pnpm add -D', 'yarn add -D', 'bun add -d'].map((command) => ['solid', `${command} @x/solid-plugin`]),
    )
  })

  it('writes one command per package manager when every framework installs the same', async () => {
    const { html } = await renderPage(block('variant="package-manager" mode="local-install"', 'react: @x/cli create', 'solid: @x/cli create'))
    expect(html).not.toContain('md-framework')
    expect(elements(html, (element) => element.tagName === 'pre').map((pre) => toString(pre))).toEqual([
      'npx @x/cli create',
      'pnpm dlx @x/cli create',
      'yarn dlx @x/cli create',
      'bunx @x/cli create',
    ])
  })

  it('shows the text of a block it cannot make tabs of', async () => {
    const { html } = await renderPage(block('variant="package-manager"', 'No packages here.'))
    expect(html).toBe('<p>No packages here.</p>')
  })
})

describe('kinds of tab group', () => {
  it('are identifiers, whatever the variant written', async () => {
    const { html } = await renderPage(block('variant="Build Tool\\" onclick=x"', '# A', '', 'a'))
    expect(groups(html)[0]?.kind).toBe('build-tool')
  })
})
