import { Icon } from '~/features/lucide-icon'
import { useSearch } from './search-context'

/** The header's search button; the dialog itself is loaded on first use. */
export function SearchButton() {
  const { open, preload } = useSearch()
  return (
    <button
      type="button"
      onClick={open}
      // Intent: the dialog's code starts loading before the click.
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      aria-label="Search (Ctrl+K)"
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex items-center gap-2 rounded-md border border-gray-200 px-2 py-1.5 text-sm text-gray-600 hover:bg-gray-100 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800"
    >
      <Icon name="search" className="h-4 w-4" aria-hidden="true" />
      <span className="hidden md:inline">Search</span>
      <kbd className="hidden rounded border border-gray-300 px-1 text-xs md:inline dark:border-gray-700">Ctrl K</kbd>
    </button>
  )
}
