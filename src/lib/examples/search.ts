/** The example route's search parameters; kept small, as route options ship with every page. */
export const examplePanels = ['code', 'sandbox'] as const
export type ExamplePanel = (typeof examplePanels)[number]

export type ExampleSearch = { path?: string; panel?: ExamplePanel }

/**
 * Search parameters of the example route; a wrong value is dropped, never an error. (A plain
 * function rather than a schema: route options ship with every page's JavaScript.)
 */
export function parseExampleSearch(search: Record<string, unknown>): ExampleSearch {
  const path = typeof search.path === 'string' && search.path.length <= 500 ? search.path : undefined
  const panel = (examplePanels as readonly unknown[]).includes(search.panel) ? (search.panel as ExamplePanel) : undefined
  return { ...(path !== undefined ? { path } : {}), ...(panel ? { panel } : {}) }
}

export const EXAMPLES_STALE_TIME = 5 * 60_000
