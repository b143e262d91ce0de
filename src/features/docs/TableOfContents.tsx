import { Icon } from '~/features/lucide-icon'
import { useMemo, type MouseEvent } from 'react'
import type { Heading } from '~/server/markdown'
import { useActiveHeading } from './useActiveHeading'

function HeadingList({
  headings,
  active,
  onNavigate,
}: {
  headings: Heading[]
  active: string | undefined
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <ul className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? 'pl-3' : ''}>
          <a
            href={`#${heading.id}`}
            onClick={onNavigate}
            aria-current={active === heading.id ? 'location' : undefined}
            data-toc-active={active === heading.id ? 'true' : undefined}
            // Styled by docs-nav.css, the current heading by its aria-current.
            data-toc-link=""
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The page's contents in the right rail (1280 px and wider). */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings])
  const active = useActiveHeading(ids)
  return (
    <nav aria-label="On this page">
      <p className="mb-2 text-xs font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">On this page</p>
      <HeadingList headings={headings} active={active} />
    </nav>
  )
}

/**
 * The page's contents as a collapsible control: at the top of the article where the right rail
 * does not fit (under 1280 px), and in the phone docs drawer. A native disclosure, so it opens
 * by keyboard and before the page's scripts run; choosing a heading closes it.
 */
export function CompactTableOfContents({
  headings,
  className = '',
  onNavigate,
}: {
  headings: Heading[]
  className?: string
  /** Replaces the link's own jump (the drawer closes first, then scrolls to the heading). */
  onNavigate?: (id: string) => void
}) {
  return (
    <details className={`group rounded-lg border border-gray-200 dark:border-gray-800 ${className}`} data-toc-compact="">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-500 [&::-webkit-details-marker]:hidden">
        <Icon name="chevron-right" aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-90" />
        On this page
      </summary>
      <nav aria-label="On this page" className="border-t border-gray-200 px-3 py-2 dark:border-gray-800">
        <HeadingList
          headings={headings}
          active={undefined}
          onNavigate={(event) => {
            const details = event.currentTarget.closest('details')
            if (details) details.open = false
            if (!onNavigate) return
            event.preventDefault()
            onNavigate(decodeURIComponent(event.currentTarget.hash.slice(1)))
          }}
        />
      </nav>
    </details>
  )
}
