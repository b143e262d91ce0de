/**
 * Twenty queries a reader of the corpus docs would type, each with the page (latest version)
 * that should come first. Used by `npm run bench:search` to compare result quality.
 */
export const qualityQueries: { query: string; expected: string }[] = [
  { query: 'useQuery', expected: '/query/latest/docs/framework/react/reference/useQuery' },
  { query: 'useMutation', expected: '/query/latest/docs/framework/react/reference/useMutation' },
  { query: 'infinite queries', expected: '/query/latest/docs/framework/react/guides/infinite-queries' },
  { query: 'optimistic updates', expected: '/query/latest/docs/framework/react/guides/optimistic-updates' },
  { query: 'query invalidation', expected: '/query/latest/docs/framework/react/guides/query-invalidation' },
  { query: 'QueryClient', expected: '/query/latest/docs/reference/QueryClient' },
  { query: 'window focus refetching', expected: '/query/latest/docs/framework/react/guides/window-focus-refetching' },
  { query: 'important defaults', expected: '/query/latest/docs/framework/react/guides/important-defaults' },
  { query: 'persistQueryClient', expected: '/query/latest/docs/framework/react/plugins/persistQueryClient' },
  { query: 'query keys', expected: '/query/latest/docs/framework/react/guides/query-keys' },
  { query: 'scroll restoration', expected: '/query/latest/docs/framework/react/guides/scroll-restoration' },
  { query: 'useForm', expected: '/form/latest/docs/framework/react/reference/functions/useForm' },
  { query: 'FieldApi', expected: '/form/latest/docs/reference/classes/FieldApi' },
  { query: 'form composition', expected: '/form/latest/docs/framework/react/guides/form-composition' },
  { query: 'async initial values', expected: '/form/latest/docs/framework/react/guides/async-initial-values' },
  { query: 'file-based routing', expected: '/router/latest/docs/api/file-based-routing' },
  { query: 'router devtools', expected: '/router/latest/docs/devtools' },
  // typos and prefixes, as typed
  { query: 'optimstic updat', expected: '/query/latest/docs/framework/react/guides/optimistic-updates' },
  { query: 'suspens', expected: '/query/latest/docs/framework/react/guides/suspense' },
  { query: 'paginated quer', expected: '/query/latest/docs/framework/react/guides/paginated-queries' },
]
