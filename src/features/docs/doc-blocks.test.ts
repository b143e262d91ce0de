// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/doc-render'
import { frameworkFallbackNotice } from '~/lib/docs/framework-notice'
import { anchorTarget, chooseTab, onTabKey, restoreTabs, selectTab, showFramework } from './doc-blocks'
import { docBlocksNeeded, tabChoices } from './useDocEnhancements'

const tabs = (variant: string, ...labels: string[]) =>
  [`<!-- ::start:tabs variant="${variant}" -->`, ...labels.flatMap((label) => [`# ${label}`, '', `${label} text.`, '']), '<!-- ::end:tabs -->'].join('\n\n')

const page = [
  tabs('bundler', 'Vite', 'Rsbuild', 'Webpack'),
  tabs('bundler', 'Vite', 'Rsbuild'),
  '<!-- ::start:framework -->\n\n# React\n\nReact text.\n\n# Solid\n\nSolid text.\n\n<!-- ::end:framework -->',
  '<div id="details">Details</div>',
  '## Persist Query Client',
].join('\n\n')

let html = ''
let root: HTMLElement

beforeAll(async () => {
  html = (await renderPage(page)).html
})

// A files group as the server writes it, without its code (highlighting needs Node's fetch).
const filesGroup =
  '<div class="md-tabs" data-tab-group="files"><div role="tablist" class="md-tablist" aria-label="Files">' +
  '<button type="button" role="tab" class="md-tab" aria-selected="true" tabindex="0" data-tab-value="a-ts">a.ts</button>' +
  '<button type="button" role="tab" class="md-tab" aria-selected="false" tabindex="-1" data-tab-value="b-ts">b.ts</button></div>' +
  '<div role="tabpanel" class="md-tabpanel" data-tab-value="a-ts">a</div><div role="tabpanel" class="md-tabpanel" data-tab-value="b-ts" hidden>b</div></div>'

beforeEach(() => {
  window.localStorage.clear()
  document.body.innerHTML = `<div>${html}${filesGroup}</div>`
  root = document.body.firstElementChild as HTMLElement
})

const groups = () => [...root.querySelectorAll<HTMLElement>('.md-tabs')]
const state = (group: HTMLElement) => ({
  selected: [...group.querySelectorAll<HTMLElement>('[role="tab"]')]
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent),
  focusable: [...group.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent),
  visible: [...group.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.dataset.tabValue),
})
const tab = (group: HTMLElement, label: string) => [...group.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) => element.textContent === label)!

describe('tab groups in the browser', () => {
  it('selects one tab: selected, the only one in the tab order, its panel the only one shown', () => {
    const [first] = groups()
    selectTab(first!, 'rsbuild')
    expect(state(first!)).toEqual({ selected: ['Rsbuild'], focusable: ['Rsbuild'], visible: ['rsbuild'] })
    selectTab(first!, 'parcel')
    expect(state(first!).selected).toEqual(['Rsbuild'])
  })

  it('a chosen tab selects the same choice in groups of its kind and is remembered, except files', () => {
    const [first, second, files] = groups()
    chooseTab(root, tab(first!, 'Rsbuild'), tabChoices)
    expect(state(second!).selected).toEqual(['Rsbuild'])
    expect(window.localStorage.getItem('docs-tab:bundler')).toBe('rsbuild')
    chooseTab(root, tab(files!, 'b.ts'), tabChoices)
    expect(state(files!).visible).toEqual(['b-ts'])
    expect(window.localStorage.getItem('docs-tab:files')).toBeNull()
  })

  it('restores a remembered choice where a group offers it', () => {
    window.localStorage.setItem('docs-tab:bundler', 'webpack')
    restoreTabs(root, tabChoices)
    const [first, second] = groups()
    expect(state(first!).selected).toEqual(['Webpack'])
    expect(state(second!).selected).toEqual(['Vite'])
  })

  it.each([
    ['ArrowRight', 'Vite', 'Rsbuild'],
    ['ArrowRight', 'Webpack', 'Vite'],
    ['ArrowLeft', 'Vite', 'Webpack'],
    ['End', 'Vite', 'Webpack'],
    ['Home', 'Webpack', 'Vite'],
  ])('%s from %s focuses and selects %s', (key, from, to) => {
    const [first] = groups()
    chooseTab(root, tab(first!, from), tabChoices)
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
    Object.defineProperty(event, 'target', { value: tab(first!, from) })
    onTabKey(root, event, tabChoices)
    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement?.textContent).toBe(to)
    expect(state(first!).selected).toEqual([to])
  })
})

describe('framework blocks in the browser', () => {
  const block = () => {
    const element = root.querySelector<HTMLElement>('.md-framework')!
    const notice = element.querySelector<HTMLElement>('.md-framework-notice')!
    return {
      visible: [...element.querySelectorAll<HTMLElement>('.md-framework-panel')].filter((panel) => !panel.hidden).map((panel) => panel.dataset.framework),
      notice: notice.hidden ? undefined : notice.textContent,
    }
  }

  it('shows the reader’s framework, and the first panel under a notice when it has none', () => {
    showFramework(root, 'solid', frameworkFallbackNotice)
    expect(block()).toEqual({ visible: ['solid'], notice: undefined })
    showFramework(root, 'vue', frameworkFallbackNotice)
    expect(block()).toEqual({ visible: ['react'], notice: 'Not available for Vue — showing React' })
    showFramework(root, 'marko', frameworkFallbackNotice)
    expect(block().notice).toBe('Not available for Marko — showing React')
    showFramework(root, 'react', frameworkFallbackNotice)
    expect(block()).toEqual({ visible: ['react'], notice: undefined })
  })
})

describe('anchors', () => {
  it('finds an id written in the page, or one differing in letter case, when nothing matches exactly', () => {
    expect(anchorTarget('#details')?.id).toBe('user-content-details')
    expect(anchorTarget('#Persist-Query-Client')?.id).toBe('persist-query-client')
    expect(anchorTarget('#persist-query-client')).toBeNull()
    expect(anchorTarget('#nothing')).toBeNull()
    expect(anchorTarget('#%E0%A4%A')).toBeNull()
  })
})

describe('loading the code only when a page needs it', () => {
  it('is needed for a framework block not showing the reader’s framework, a remembered tab, or an anchor that misses', () => {
    window.location.hash = ''
    expect(docBlocksNeeded(root, 'react')).toBe(false)
    expect(docBlocksNeeded(root, undefined)).toBe(false)
    expect(docBlocksNeeded(root, 'solid')).toBe(true)
    showFramework(root, 'solid', frameworkFallbackNotice)
    expect(docBlocksNeeded(root, 'solid')).toBe(false)
    tabChoices.write('bundler', 'webpack')
    expect(docBlocksNeeded(root, 'solid')).toBe(true)
    window.localStorage.clear()
    window.location.hash = '#details'
    expect(docBlocksNeeded(root, 'solid')).toBe(true)
    window.location.hash = '#persist-query-client'
    expect(docBlocksNeeded(root, 'solid')).toBe(false)
    window.location.hash = ''
  })
})
