import { load, never } from '@tanstack/react-start/hydration'

/**
 * `<Hydrate when>` for a part of the docs shell that CSS shows only on screens matching
 * `mediaQuery` (the sidebar from `lg`, the contents rail from `xl`): where it shows, it hydrates
 * with the page; where it is hidden, it stays the server's markup and costs the phone no
 * hydration. A window widened later keeps it so: its links are plain links there, which load
 * the page in full.
 */
export const hydrateWhereShown = (mediaQuery: string) => () => (window.matchMedia(mediaQuery).matches ? load() : never())
