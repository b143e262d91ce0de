/**
 * The search dialog's list of hits (SearchDialog.tsx): each hit's title, framework and the one
 * line of context that tells it apart, and the way out of a search scoped to one library.
 */
import { Link } from '@tanstack/react-router'
import type { Hit as AlgoliaHit } from 'instantsearch.js'
import { useMemo } from 'react'
import { Highlight } from 'react-instantsearch'
import { FrameworkLogo } from '~/features/library/FrameworkLogo'
import { Icon } from '~/features/lucide-icon'
import { frameworkDisplay } from '~/site/frameworks'
import { useSearch } from './search-context'
import { PRELOAD_DELAY, contextLevel, distinguishingLabels, frameworkOfUrl, ownHostTarget } from './search-paths'

export type DocHit = AlgoliaHit<{
  url: string
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: string | null; lvl5: string | null; lvl6: string | null }
}>

export type HitEvents = { clicked: (hit: DocHit) => void }

export type WayOut = { query: string; run: () => void }

function FrameworkBadge({ url }: { url: string }) {
  const value = frameworkOfUrl(url)
  if (!value) return null
  // The same label and mark as in the docs, for frameworks outside the catalogue too.
  const framework = frameworkDisplay(value)
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded border border-gray-200 px-1.5 py-0.5 text-[11px] text-gray-600 dark:border-gray-700 dark:text-gray-300">
      <FrameworkLogo framework={framework} size={12} />
      {framework.label}
    </span>
  )
}

function HitBody({ hit, label }: { hit: DocHit; label?: string }) {
  // One line under the title: what tells the hit apart, and the one heading that says where it matched.
  const level = contextLevel(hit)
  return (
    <div className="min-w-0 flex-1">
      <div className="flex items-center gap-2">
        <span className="truncate font-semibold">
          <Highlight
            attribute={['hierarchy', 'lvl1'] as never}
            hit={hit as never}
            classNames={{ highlighted: 'bg-amber-200 text-inherit dark:bg-amber-700/60' }}
          />
        </span>
        <FrameworkBadge url={hit.url} />
      </div>
      {label || level ? (
        <div className="truncate text-xs text-gray-600 dark:text-gray-400" data-hit-context="">
          {label ? <span className="text-[11px] text-gray-500 dark:text-gray-400">{label}</span> : null}
          {label && level ? ' · ' : null}
          {level ? (
            <Highlight
              attribute={['hierarchy', level] as never}
              hit={hit as never}
              classNames={{ highlighted: 'bg-amber-200 text-inherit dark:bg-amber-700/60' }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/**
 * The hits come from SearchBody's `useHits`: a widget of its own here would be added and removed
 * each time the error state shows, and each change of widgets sends a new search, so a failing
 * search would repeat forever. The way out of a scoped search is the list's last option, so the
 * arrows and Enter reach it like a result.
 */
export function Results({
  items,
  listId,
  focused,
  setFocused,
  events,
  wayOut,
}: {
  items: DocHit[]
  listId: string
  focused: number
  setFocused: (n: number) => void
  events: HitEvents
  wayOut?: WayOut
}) {
  const { close } = useSearch()
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  const labels = useMemo(() => distinguishingLabels(items), [items])
  return (
    <ul id={listId} role="listbox" aria-label="Search results" className="min-h-0 flex-1 overflow-y-auto px-2 pb-2 sm:max-h-[70dvh] lg:max-h-[60dvh]">
      {items.map((hit, index) => {
        const target = ownHostTarget(hit.url, origin)
        const className = `flex gap-3 rounded-md px-3 py-2 text-sm ${index === focused ? 'bg-gray-100 dark:bg-gray-800' : ''}`
        return (
          <li
            key={hit.objectID}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === focused}
            onMouseEnter={() => setFocused(index)}
            data-url={hit.url}
          >
            {target ? (
              <Link
                to={target.to as never}
                hash={target.hash}
                preload="intent"
                preloadDelay={PRELOAD_DELAY}
                onClick={() => {
                  events.clicked(hit)
                  close()
                }}
                className={className}
                tabIndex={-1}
              >
                <HitBody hit={hit} label={labels[index]} />
              </Link>
            ) : (
              <a href={hit.url} onClick={() => events.clicked(hit)} className={className} tabIndex={-1}>
                <HitBody hit={hit} label={labels[index]} />
              </a>
            )}
          </li>
        )
      })}
      {wayOut ? (
        <li
          id={`${listId}-${items.length}`}
          role="option"
          aria-selected={focused === items.length}
          onMouseEnter={() => setFocused(items.length)}
          data-way-out=""
        >
          <button
            type="button"
            tabIndex={-1}
            onClick={wayOut.run}
            className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-blue-700 dark:text-blue-300 ${focused === items.length ? 'bg-gray-100 dark:bg-gray-800' : ''}`}
          >
            <Icon name="search" className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Search all libraries for <strong>“{wayOut.query}”</strong>
            </span>
          </button>
        </li>
      ) : null}
    </ul>
  )
}
