import { useRouter } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { frameworkFallbackNotice } from '~/lib/docs/framework-notice'
import type { HtmlSource } from '~/lib/in-page-html'
import type { TabChoices } from './doc-blocks'
import { currentHref } from './legacy-links'

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
 * e.g. package manager), framework blocks following the reader's framework, anchors to ids
 * written in the page, and in-app navigation for links to the site's own pages.
 */
export function useDocEnhancements(container: RefObject<HTMLElement | null>, options: { html: HtmlSource; framework?: string }) {
  const router = useRouter()
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
    let preloadTimer: ReturnType<typeof setTimeout> | undefined

    const internalHref = (anchor: HTMLAnchorElement | null): string | undefined => {
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return undefined
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return undefined
      if (url.pathname === window.location.pathname && url.hash) return undefined
      return `${url.pathname}${url.search}${url.hash}`
    }

    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement
      const tab = target.closest<HTMLElement>(tabSelector)
      if (tab) return void loadDocBlocks().then((blocks) => blocks.chooseTab(root, tab, tabChoices))
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const href = internalHref(target.closest('a'))
      if (!href) return
      event.preventDefault()
      void currentHref(href).then(
        (destination) => router.navigate({ href: destination }),
        // The legacy tables could not be fetched: the server answers the address itself.
        () => window.location.assign(href),
      )
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

    const onPointerOver = (event: PointerEvent) => {
      onApproach(event)
      const href = internalHref((event.target as HTMLElement).closest('a'))
      if (!href) return
      clearTimeout(preloadTimer)
      preloadTimer = setTimeout(
        () =>
          void currentHref(href)
            .then((destination) => router.preloadRoute({ to: destination }))
            .catch(() => {}),
        100,
      )
    }

    const onHashChange = () => {
      if (anchorMisses()) void loadDocBlocks().then((blocks) => blocks.anchorTarget(window.location.hash)?.scrollIntoView())
    }

    root.addEventListener('click', onClick)
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('pointerover', onPointerOver)
    root.addEventListener('focusin', onApproach)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      clearTimeout(preloadTimer)
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('pointerover', onPointerOver)
      root.removeEventListener('focusin', onApproach)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [container, router])
}
