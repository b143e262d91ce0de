import { useQuery } from '@tanstack/react-query'
import { Icon } from '~/features/lucide-icon'
import { useId, useState, type KeyboardEvent } from 'react'
import { isPackageName } from '~/lib/stats/package-name'
import { searchPackagesFn } from './stats.functions'
import { useDebounced } from './useDebounced'

export const SEARCH_DEBOUNCE_MS = 300

type Props = { onAdd: (packageName: string) => void; disabled?: boolean }

/** The add-package box: a combobox that searches npm as you type (debounced). */
export function PackageSearch({ onAdd, disabled }: Props) {
  const id = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const search = useQuery({
    queryKey: ['npm-search', query],
    queryFn: () => searchPackagesFn({ data: { text: query, size: 8 } }),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  })
  const hits = query.length >= 2 ? (search.data?.hits ?? []) : []
  const typed = text.trim()
  const canAddTyped = isPackageName(typed)

  const add = (name: string) => {
    onAdd(name)
    setText('')
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((i) => Math.min(i + 1, hits.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, -1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const hit = hits[active]
      if (open && hit) add(hit.name)
      else if (canAddTyped) add(typed)
    }
  }

  const listId = `${id}-list`
  const showList = open && typed.length >= 2 && (hits.length > 0 || search.isFetching || Boolean(search.data?.error))
  return (
    <div className="relative w-full sm:max-w-md">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-semibold">
        Add a package
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-hit-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search npm, e.g. zustand"
          value={text}
          disabled={disabled}
          maxLength={214}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="h-9 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-900"
        />
        <button
          type="button"
          onClick={() => canAddTyped && add(typed)}
          disabled={!canAddTyped || disabled}
          className="inline-flex h-9 items-center gap-1 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white disabled:opacity-40 dark:bg-gray-100 dark:text-gray-900"
        >
          <Icon name="plus" className="h-4 w-4" aria-hidden="true" />
          Add
        </button>
      </div>
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching packages"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.name}
              id={`${id}-hit-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault()
                add(hit.name)
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-50 dark:bg-blue-950' : 'hover:bg-gray-50 dark:hover:bg-gray-800'}`}
            >
              <span className="font-semibold">{hit.name}</span>
              {hit.description ? <span className="block truncate text-xs text-gray-500 dark:text-gray-400">{hit.description}</span> : null}
            </li>
          ))}
          {hits.length === 0 && search.isFetching ? <li className="px-3 py-2 text-sm text-gray-500">Searching…</li> : null}
          {search.data?.error ? <li className="px-3 py-2 text-sm text-amber-700 dark:text-amber-300">{search.data.error}</li> : null}
        </ul>
      ) : null}
    </div>
  )
}
