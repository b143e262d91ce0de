import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { frameworkFallbackNotice } from '~/lib/docs/framework-notice'
import type { HtmlSource } from '~/lib/in-page-html'
import type { TabChoices } from './doc-blocks'

// Tabs and framework blocks run on code loaded when a page first needs it: on a first visit most
// doc pages have nothing for it to do, and the doc page's first load stays under its budget.
const loadDocBlocks = () => import('./doc-blocks')
const tabSelector = '.md-tabs > [role="tablist"] > [role="tab"]'
const tabKeys = ['ArrowLeft', 'ArrowRight', 'Home', 'End']
const choicePrefix = 'docs-tab:'

/** The reader's tab choices, per kind of group, kept across pages. */
export const tabChoices: TabChoices = {
  read: (kind) => {
    try {
      return window.localStorage.getItem(choicePrefix + kind)
    } catch {
      return null
    }
  },
  write: (kind, value) => {
    try {
      window.localStorage.setItem(choicePrefix + kind, value)
    } catch {
      // storage may be unavailable (private mode); the choice then lasts for this page only
    }
  },
}

function anchorMisses(): boolean {
  const name = window.location.hash.slice(1)
  return name !== '' && !document.getElementById(name)
}

/** Whether the page as served differs from what the reader should see. */
export function docBlocksNeeded(root: HTMLElement, framework: string | undefined): boolean {
  const otherFramework = framework && `.md-framework-panel:not([hidden]):not([data-framework="${CSS.escape(framework)}"])`
  const remembered =
    root.querySelector('.md-tabs') && [...root.querySelectorAll<HTMLElement>('.md-tabs')].some((group) => tabChoices.read(group.dataset.tabGroup ?? ''))
  return Boolean((otherFramework && root.querySelector(otherFramework)) || remembered || anchorMisses())
}

/**
 * Makes server-rendered doc HTML interactive: tab groups (keys, the choice remembered per kind,
 * e.g. package manager), framework blocks following the reader's framework, and anchors to ids
 * written in the page. Its links move inside the app through the container's `useInAppLinks`.
 */
export function useDocEnhancements(container: RefObject<HTMLElement | null>, options: { html: HtmlSource; framework?: string }) {
  const { html, framework } = options

  // A layout effect: once the code is loaded, a page opened in the app never shows the server's defaults first.
  useLayoutEffect(() => {
    const root = container.current
    if (!root || !docBlocksNeeded(root, framework)) return
    let current = true
    void loadDocBlocks().then((blocks) => {
      if (!current) return
      blocks.restoreTabs(root, tabChoices)
      if (framework) blocks.showFramework(root, framework, frameworkFallbackNotice)
      blocks.anchorTarget(window.location.hash)?.scrollIntoView()
    })
    return () => void (current = false)
  }, [container, html, framework])

  // Diagrams: the renderer is fetched only for a page that has one.
  useEffect(() => {
    const root = container.current
    if (!root?.querySelector('figure.md-mermaid')) return
    let stop: (() => void) | undefined
    let current = true
    void import('./mermaid-diagrams').then(({ drawDiagrams }) => {
      if (current) stop = drawDiagrams(root)
    })
    return () => {
      current = false
      stop?.()
    }
  }, [container, html])

  useEffect(() => {
    const root = container.current
    if (!root) return

    // Links are followed by the container's `useInAppLinks` handlers.
    const onClick = (event: MouseEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>(tabSelector)
      if (tab) void loadDocBlocks().then((blocks) => blocks.chooseTab(root, tab, tabChoices))
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!tabKeys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey || !(event.target as HTMLElement).closest(tabSelector)) return
      // At once, not when the code has loaded: the keys must not scroll the page.
      event.preventDefault()
      void loadDocBlocks().then((blocks) => blocks.onTabKey(root, event, tabChoices))
    }

    // A reader about to use a tab list: fetch its code before the click.
    const onApproach = (event: Event) => {
      if ((event.target as HTMLElement).closest?.('[role="tablist"]')) void loadDocBlocks()
    }

    const onHashChange = () => {
      if (anchorMisses()) void loadDocBlocks().then((blocks) => blocks.anchorTarget(window.location.hash)?.scrollIntoView())
    }

    root.addEventListener('click', onClick)
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('pointerover', onApproach)
    root.addEventListener('focusin', onApproach)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('pointerover', onApproach)
      root.removeEventListener('focusin', onApproach)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [container])
}
