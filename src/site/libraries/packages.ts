import type { LibraryId } from '../types'

/**
 * The npm packages published from each library's repository: the home page's download figures
 * and the code check's installs read them, on the server. Kept out of the catalogue (`Library`),
 * which every page's JavaScript carries. The main package comes first: the major it declares on a
 * branch is the version that branch's docs are labelled with (lib/docs/declared-version.ts).
 */
export const libraryPackages: Record<LibraryId, string[]> = {
  start: ['@tanstack/react-start', '@tanstack/solid-start'],
  router: ['@tanstack/react-router', '@tanstack/solid-router', '@tanstack/router-core'],
  query: [
    '@tanstack/query-core',
    '@tanstack/react-query',
    '@tanstack/vue-query',
    '@tanstack/solid-query',
    '@tanstack/svelte-query',
    '@tanstack/angular-query-experimental',
  ],
  store: ['@tanstack/store', '@tanstack/react-store'],
  pacer: ['@tanstack/pacer', '@tanstack/react-pacer'],
  table: ['@tanstack/table-core', '@tanstack/react-table', '@tanstack/vue-table', '@tanstack/solid-table'],
  form: ['@tanstack/form-core', '@tanstack/react-form', '@tanstack/vue-form'],
  virtual: ['@tanstack/virtual-core', '@tanstack/react-virtual'],
  ranger: ['@tanstack/ranger', '@tanstack/react-ranger'],
  config: ['@tanstack/config'],
}
