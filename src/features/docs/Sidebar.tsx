import { Icon } from '~/features/lucide-icon'
import { memo, useState } from 'react'
import type { SidebarSection } from '~/lib/docs/sidebar'
import { PageMarkBadge, type SidebarMarks } from '~/features/changes/PageMarkBadge'
import { useInAppLinks } from './useInAppLinks'

/**
 * A section of the sidebar. Given the current page only when it lists it: on a navigation only
 * the sections of the page left and the page reached render again, not the other links (some
 * two hundred router links, about as much work for React as the new page itself).
 */
const Section = memo(function Section({ section, currentPath, marks }: { section: SidebarSection; currentPath?: string; marks?: SidebarMarks }) {
  const containsCurrent = currentPath !== undefined
  const [open, setOpen] = useState(!section.defaultCollapsed || containsCurrent)
  const listId = `sidebar-${section.label.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <li className="mb-4" data-sidebar-section="" data-collapsed-by-default={section.defaultCollapsed ? '' : undefined}>
      {section.collapsible ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center gap-1 text-left text-xs font-bold tracking-wide text-gray-500 uppercase hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
        >
          <Icon name="chevron-right" aria-hidden="true" className={`h-3 w-3 transition-transform ${open ? 'rotate-90' : ''}`} />
          {section.label}
        </button>
      ) : (
        <p className="text-xs font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">{section.label}</p>
      )}
      <ul id={listId} hidden={!open} className="mt-2 space-y-0.5 border-l border-gray-200 dark:border-gray-800">
        {section.items.map((item) => {
          const current = item.href === currentPath
          // Styled by sidebar.css (one rule for every link, another for the current page).
          return (
            <li key={`${item.href}-${item.label}`}>
              {item.external ? (
                <a href={item.href} data-page-link="" rel="noreferrer" data-external="">
                  {item.label}
                </a>
              ) : (
                <a href={item.href} data-page-link="" aria-current={current ? 'page' : undefined}>
                  {item.label}
                  {item.badge ? (
                    <span
                      data-badge=""
                      className="rounded-full bg-emerald-100 px-1.5 text-[10px] font-bold text-emerald-800 uppercase dark:bg-emerald-900 dark:text-emerald-100"
                    >
                      {item.badge}
                    </span>
                  ) : null}
                  <PageMarkBadge mark={marks?.[item.href]} />
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </li>
  )
})

export const Sidebar = memo(function Sidebar({ sections, currentPath, marks }: { sections: SidebarSection[]; currentPath: string; marks?: SidebarMarks }) {
  const links = useInAppLinks()
  return (
    // The data- marks let the browser read the sections back from this markup (in-page-sidebar.ts).
    // Plain links, followed in the app by the handlers (useInAppLinks): nothing in the sidebar
    // changes at a click, only when the new page is shown.
    <nav aria-label="Docs" data-sidebar="" {...links}>
      <ul>
        {sections.map((section) => (
          <Section
            key={section.label}
            section={section}
            currentPath={section.items.some((item) => item.href === currentPath) ? currentPath : undefined}
            marks={marks}
          />
        ))}
      </ul>
    </nav>
  )
})
