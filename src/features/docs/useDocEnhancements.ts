import { useRouter } from '@tanstack/react-router'
import { useEffect, type RefObject } from 'react'
import type { HtmlSource } from '~/lib/in-page-html'

const tabStorageKey = (group: string) => `docs-tab:${group}`

function selectTab(group: HTMLElement, value: string): boolean {
  const panels = group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')
  if (![...panels].some((panel) => panel.dataset.tabValue === value)) return false
  panels.forEach((panel) => (panel.hidden = panel.dataset.tabValue !== value))
  group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]').forEach((tab) => {
    const selected = tab.dataset.tabValue === value
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  })
  return true
}

function readStored(group: string): string | null {
  try {
    return window.localStorage.getItem(tabStorageKey(group))
  } catch {
    return null
  }
}

/**
 * Makes server-rendered doc HTML interactive: tab groups (the choice remembered per kind,
 * e.g. package manager), and in-app navigation for links to the site's own pages.
 */
export function useDocEnhancements(container: RefObject<HTMLElement | null>, options: { html: HtmlSource; framework?: string }) {
  const router = useRouter()

  useEffect(() => {
    const root = container.current
    if (!root) return
    root.querySelectorAll<HTMLElement>('.md-tabs').forEach((group) => {
      const kind = group.dataset.tabGroup ?? ''
      // On a framework page the page's own framework wins over a remembered choice.
      if (kind === 'framework' && options.framework) return
      const stored = readStored(kind)
      if (stored) selectTab(group, stored)
    })
  }, [container, options.html, options.framework])

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
      const tab = target.closest<HTMLElement>('.md-tabs > [role="tablist"] > [role="tab"]')
      if (tab) {
        const group = tab.closest<HTMLElement>('.md-tabs')
        const value = tab.dataset.tabValue
        if (!group || !value) return
        selectTab(group, value)
        const kind = group.dataset.tabGroup ?? ''
        try {
          window.localStorage.setItem(tabStorageKey(kind), value)
        } catch {
          // storage may be unavailable (private mode); the choice then lasts for this page only
        }
        root.querySelectorAll<HTMLElement>(`.md-tabs[data-tab-group="${CSS.escape(kind)}"]`).forEach((other) => selectTab(other, value))
        return
      }
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const href = internalHref(target.closest('a'))
      if (!href) return
      event.preventDefault()
      void router.navigate({ href })
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')
      if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
      const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
      const index = tabs.indexOf(tab)
      const next =
        event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length
      event.preventDefault()
      tabs[next]?.focus()
      tabs[next]?.click()
    }

    const onPointerOver = (event: PointerEvent) => {
      const href = internalHref((event.target as HTMLElement).closest('a'))
      if (!href) return
      clearTimeout(preloadTimer)
      preloadTimer = setTimeout(() => void router.preloadRoute({ to: href }).catch(() => {}), 100)
    }

    root.addEventListener('click', onClick)
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('pointerover', onPointerOver)
    return () => {
      clearTimeout(preloadTimer)
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('pointerover', onPointerOver)
    }
  }, [container, router])
}
