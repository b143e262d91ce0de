/**
 * What the page needs of the search before the dialog's code has come: the header's stand-in
 * input and whether the address opens the dialog. Apart from `search-paths.ts`, which the dialog
 * uses, because a module shared with the dialog would come whole with every page.
 */
export const MAX_QUERY_LENGTH = 512

/** What the light shell's input and the dialog's have alike, so the one can stand in for the other. */
export const searchInputProps = {
  type: 'search',
  'aria-label': 'Search documentation',
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: MAX_QUERY_LENGTH,
  placeholder: 'Search…',
  className: 'h-14 min-w-0 flex-1 bg-transparent text-base outline-none [&::-webkit-search-cancel-button]:hidden',
} as const

/** Whether an address opens the search dialog: it carries a query. */
export function hasSearchState(search: string): boolean {
  return Boolean(new URLSearchParams(search).get('q'))
}
