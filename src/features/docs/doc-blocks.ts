/**
 * The browser side of the docs dialect's tab groups and framework blocks (markup:
 * src/server/docs/dialect/tabs.ts and framework-blocks.ts): selecting tabs, keys, showing the
 * reader's framework, and landing `#anchor`s on ids written in a page (which carry the
 * `user-content-` prefix). useDocEnhancements.ts loads it when a page first needs it; it
 * imports nothing, so loading it fetches this one small file.
 */

export type TabChoices = { read: (kind: string) => string | null; write: (kind: string, value: string) => void }

const tabSelector = '.md-tabs > [role="tablist"] > [role="tab"]'

/** Selects the tab of `value` in a group, when it has one. */
export function selectTab(group: HTMLElement, value: string | null) {
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')]
  if (!tabs.some((tab) => tab.dataset.tabValue === value)) return
  for (const tab of tabs) {
    const selected = tab.dataset.tabValue === value
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  }
  group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((panel) => (panel.hidden = panel.dataset.tabValue !== value))
}

/** A files group holds content (a file per tab), not a reader's preference. */
const remembered = (kind: string) => kind !== 'files'

/** The reader picked `tab`: select it in its group and every group of the same kind, and remember it. */
export function chooseTab(root: HTMLElement, tab: HTMLElement, choices: TabChoices) {
  const group = tab.closest<HTMLElement>('.md-tabs')
  const value = tab.dataset.tabValue ?? ''
  const kind = group?.dataset.tabGroup ?? ''
  if (!group) return
  selectTab(group, value)
  if (!remembered(kind)) return
  root.querySelectorAll<HTMLElement>(`.md-tabs[data-tab-group="${CSS.escape(kind)}"]`).forEach((other) => selectTab(other, value))
  choices.write(kind, value)
}

/** Selects the remembered choice in every group that offers it. */
export function restoreTabs(root: HTMLElement, choices: TabChoices) {
  root.querySelectorAll<HTMLElement>('.md-tabs').forEach((group) => {
    const kind = group.dataset.tabGroup ?? ''
    if (remembered(kind)) selectTab(group, choices.read(kind))
  })
}

/** Arrow keys, Home and End move between the tabs of a group and select the one reached. */
export function onTabKey(root: HTMLElement, event: KeyboardEvent, choices: TabChoices) {
  const tab = (event.target as HTMLElement).closest<HTMLElement>(tabSelector)
  const tabs = [...(tab?.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
  const index = tab ? tabs.indexOf(tab) : -1
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 }[event.key]
  if (index < 0 || next === undefined || event.altKey || event.ctrlKey || event.metaKey) return
  event.preventDefault()
  const target = tabs[next % tabs.length]!
  target.focus()
  // A tab list wider than the screen scrolls sideways: bring the whole label in.
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  chooseTab(root, target, choices)
}

/** Every framework block shows `framework`'s panel, or its first under the `notice` for it. */
export function showFramework(root: HTMLElement, framework: string, notice: (wanted: string, shown: string) => string) {
  root.querySelectorAll<HTMLElement>('.md-framework').forEach((block) => {
    const panels = [...block.querySelectorAll<HTMLElement>(':scope > .md-framework-panel')]
    const shown = panels.find((panel) => panel.dataset.framework === framework) ?? panels[0]
    panels.forEach((panel) => (panel.hidden = panel !== shown))
    const element = block.querySelector<HTMLElement>(':scope > .md-framework-notice')
    if (!shown || !element) return
    element.hidden = shown.dataset.framework === framework
    element.textContent = element.hidden ? '' : notice(framework, shown.dataset.framework ?? '')
  })
}

/**
 * The element an `#anchor` means when no id matches it exactly: the id as written in the page's
 * HTML (`user-content-…`), or an id differing in letter case only (`#persistQueryClient`).
 */
export function anchorTarget(hash: string): HTMLElement | null {
  let name = ''
  try {
    name = decodeURIComponent(hash.slice(1))
  } catch {
    // not an anchor of ours
  }
  if (!name || document.getElementById(name)) return null
  return document.getElementById(`user-content-${name}`) ?? document.getElementById(name.toLowerCase())
}
