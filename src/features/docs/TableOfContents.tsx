import { useMemo } from 'react'
import type { Heading } from '~/server/markdown'
import { useActiveHeading } from './useActiveHeading'

export function TableOfContents({ headings }: { headings: Heading[] }) {
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings])
  const active = useActiveHeading(ids)
  return (
    <nav aria-label="On this page">
      <p className="mb-2 text-xs font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">On this page</p>
      <ul className="space-y-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'pl-3' : ''}>
            <a
              href={`#${heading.id}`}
              aria-current={active === heading.id ? 'location' : undefined}
              data-toc-active={active === heading.id ? 'true' : undefined}
              className={`block border-l-2 py-0.5 pl-2 ${
                active === heading.id
                  ? 'border-emerald-500 font-semibold text-emerald-700 dark:text-emerald-400'
                  : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'
              }`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
