/**
 * What the search dialog looks like while its code is still on its way: the same frame and
 * input, focused at once, so the reader can start typing the moment they asked for search.
 * The dialog takes over what was typed.
 */
import { Icon } from '~/features/lucide-icon'
import { searchInputProps } from './search-entry'

export function SearchShell({ onType, onClose }: { onType: (text: string) => void; onClose: () => void }) {
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        data-search-shell=""
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        className="fixed top-0 left-1/2 z-50 h-dvh w-full max-w-2xl -translate-x-1/2 overflow-hidden bg-white text-gray-900 shadow-2xl sm:mt-[10dvh] sm:h-auto sm:rounded-xl dark:bg-gray-900 dark:text-gray-100"
      >
        <div className="flex items-center gap-2 border-b border-gray-200 px-4 dark:border-gray-800">
          <Icon name="search" className="h-5 w-5 shrink-0 text-gray-500" aria-hidden="true" />
          <input
            // The reader asked for the search box.
            autoFocus
            {...searchInputProps}
            onChange={(event) => onType(event.target.value)}
          />
        </div>
      </div>
    </>
  )
}
