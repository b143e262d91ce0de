/**
 * The second training set: 125 reader queries written from the topics of the corpus docs (Query,
 * Router with Start, Form and their frameworks), each with the page of the latest version that
 * answers it. It was written as a held-out set on 25 November, before any rule of the query
 * understanding existed; on 26 November the ranking was tuned on its misses (a phrase's words over
 * a page's sections, a page's path as its name, a method under its reference heading, readers'
 * everyday words), so it measures what it was tuned on now. The held-out set that counts for the
 * targets is `search-queries-held-out.ts`; the expected pages here were never edited to fit, but
 * one was corrected on 27 November: the QueryClient reference at the corpus's commit no longer
 * documents `ensureQueryData` (it names `queryClient.query` instead), so the prefetching guide, the
 * page of the latest docs that shows it, is expected.
 */
import { api, concept, type HeldOutQuery } from './search-queries-held-out'

const q = '/query/latest/docs'
const qr = `${q}/framework/react`
const r = '/router/latest/docs'
const ra = `${r}/api/router`
const s = '/start/latest/docs/framework/react/guide'
const f = '/form/latest/docs'
const fr = `${f}/framework/react`

export const tuningQueries: HeldOutQuery[] = [
  // A concept whose stem is also an identifier's: the guide, not the functions.
  concept('polling', `${qr}/guides/polling`, 'concept-stem'),
  concept('prefetching', `${qr}/guides/prefetching`, 'concept-stem'),
  concept('invalidate', `${qr}/guides/query-invalidation`, 'concept-stem'),
  concept('cancel request', `${qr}/guides/query-cancellation`, 'concept-stem'),
  concept('mutation', `${qr}/guides/mutations`, 'concept-stem'),
  concept('infinite scroll', `${qr}/guides/infinite-queries`, 'concept-stem'),
  concept('persisting the cache', `${qr}/plugins/persistQueryClient`, 'concept-stem'),
  concept('retrying', `${qr}/guides/query-retries`, 'concept-stem'),
  concept('refetch on focus', `${qr}/guides/window-focus-refetching`, 'concept-stem'),
  concept('blocking navigation', `${r}/guide/navigation-blocking`, 'concept-stem'),
  concept('navigate', `${r}/guide/navigation`, 'concept-stem'),
  concept('preload', `${r}/guide/preloading`, 'concept-stem'),
  concept('preloading routes on hover', `${r}/guide/preloading`, 'concept-stem'),
  concept('lazy loading routes', `${r}/guide/code-splitting`, 'concept-stem'),
  concept('listeners', `${fr}/guides/listeners`, 'concept-stem'),
  concept('debounce async validation', `${fr}/guides/validation`, 'concept-stem'),
  concept('validating', `${fr}/guides/validation`, 'concept-stem'),
  concept('linking fields', `${fr}/guides/linked-fields`, 'concept-stem'),
  concept('masking routes', `${r}/guide/route-masking`, 'concept-stem'),
  concept('suspending', `${qr}/guides/suspense`, 'concept-stem'),

  // A library or framework word with a topic: that library's (and framework's) page of the topic.
  concept('query devtools', `${qr}/devtools`, 'library-topic'),
  concept('vue query devtools', `${q}/framework/vue/devtools`, 'library-topic'),
  concept('router devtools', `${r}/devtools`, 'library-topic'),
  concept('form devtools', `${fr}/guides/devtools`, 'library-topic'),
  concept('query ssr', `${qr}/guides/ssr`, 'library-topic'),
  concept('router ssr', `${r}/guide/ssr`, 'library-topic'),
  concept('form ssr', `${fr}/guides/ssr`, 'library-topic'),
  concept('query testing', `${qr}/guides/testing`, 'library-topic'),
  concept('router scroll restoration', `${r}/guide/scroll-restoration`, 'library-topic'),
  concept('query scroll restoration', `${qr}/guides/scroll-restoration`, 'library-topic'),
  concept('query typescript', `${qr}/typescript`, 'library-topic'),
  concept('form typescript', `${f}/typescript`, 'library-topic'),
  concept('install query', `${qr}/installation`, 'library-topic'),
  concept('form installation', `${f}/installation`, 'library-topic'),
  concept('solid query installation', `${q}/framework/solid/installation`, 'library-topic'),
  concept('angular query overview', `${q}/framework/angular/overview`, 'library-topic'),
  concept('svelte query ssr', `${q}/framework/svelte/ssr`, 'library-topic'),
  concept('vue query reactivity', `${q}/framework/vue/reactivity`, 'library-topic'),
  concept('form arrays', `${fr}/guides/arrays`, 'library-topic'),
  concept('router render optimizations', `${r}/guide/render-optimizations`, 'library-topic'),
  concept('query render optimizations', `${qr}/guides/render-optimizations`, 'library-topic'),
  concept('router comparison', `${r}/comparison`, 'library-topic'),
  concept('query comparison', `${qr}/comparison`, 'library-topic'),
  concept('form comparison', `${f}/comparison`, 'library-topic'),
  concept('start hosting', `${s}/hosting`, 'library-topic'),
  concept('start environment variables', `${s}/environment-variables`, 'library-topic'),
  concept('router environment variables', `${r}/how-to/use-environment-variables`, 'library-topic'),
  concept('query react native', `${qr}/react-native`, 'library-topic'),
  concept('form react native', `${fr}/guides/react-native`, 'library-topic'),
  concept('router query integration', `${r}/integrations/query`, 'library-topic'),
  concept('form quick start', `${fr}/quick-start`, 'library-topic'),
  concept('vue form validation', `${f}/framework/vue/guides/validation`, 'library-topic'),
  concept('solid form arrays', `${f}/framework/solid/guides/arrays`, 'library-topic'),
  concept('angular query testing', `${q}/framework/angular/guides/testing`, 'library-topic'),
  concept('lit query ssr', `${q}/framework/lit/guides/ssr`, 'library-topic'),
  concept('solid start server functions', '/start/latest/docs/framework/solid/guide/server-functions', 'library-topic'),
  concept('router eslint plugin', `${r}/eslint/eslint-plugin-router`, 'library-topic'),
  concept('query eslint plugin', `${q}/eslint/eslint-plugin-query`, 'library-topic'),
  api('vue useQuery', `${q}/framework/vue/reference/useQuery`, 'library-topic'),
  api('solid useMutation', `${q}/framework/solid/reference/useMutation`, 'library-topic'),

  // An API name the migration guides mention more than the page that documents it.
  api('keepPreviousData', `${qr}/guides/paginated-queries`, 'migration-identifier'),
  api('gcTime', `${qr}/guides/caching`, 'migration-identifier'),
  api('isPending', `${qr}/guides/queries`, 'migration-identifier'),
  api('placeholderData', `${qr}/guides/placeholder-query-data`, 'migration-identifier'),
  api('initialPageParam', `${qr}/reference/useInfiniteQuery`, 'migration-identifier'),
  api('getNextPageParam', `${qr}/reference/useInfiniteQuery`, 'migration-identifier'),
  api('HydrationBoundary', `${qr}/reference/hydration`, 'migration-identifier'),
  api('dehydrate', `${qr}/reference/hydration`, 'migration-identifier'),
  api('invalidateQueries', `${q}/reference/QueryClient`, 'migration-identifier'),
  api('setQueryData', `${q}/reference/QueryClient`, 'migration-identifier'),
  api('useSuspenseQueries', `${qr}/reference/useSuspenseQueries`, 'migration-identifier'),

  // API names: their reference page.
  api('cancelQueries', `${q}/reference/QueryClient`),
  api('ensureQueryData', `${qr}/guides/prefetching`),
  api('createRoute', `${ra}/createRouteFunction`),
  api('useRouter', `${ra}/useRouterHook`),
  api('Link', `${ra}/linkComponent`),
  api('beforeLoad', `${ra}/RouteOptionsType`),
  api('useSelector', `${fr}/reference/functions/useSelector`),
  api('useFieldGroup', `${fr}/reference/functions/useFieldGroup`),
  api('revalidateLogic', `${f}/reference/functions/revalidateLogic`),
  api('createFormHookContexts', `${fr}/reference/functions/createFormHookContexts`),
  api('FormGroupApi', `${f}/reference/classes/FormGroupApi`),
  api('streamedQuery', `${q}/reference/streamedQuery`),
  api('mutationOptions', `${qr}/reference/mutationOptions`),
  api('useQueryErrorResetBoundary', `${qr}/reference/useQueryErrorResetBoundary`),
  api('QueriesObserver', `${q}/reference/QueriesObserver`),
  api('timeoutManager', `${q}/reference/timeoutManager`),
  api('useCanGoBack', `${ra}/useCanGoBack`),
  api('stripSearchParams', `${ra}/stripSearchParamsFunction`),
  api('useRouteContext', `${ra}/useRouteContextHook`),
  api('createServerFn', `${s}/server-functions`),
  api('useInfinitQuery', `${qr}/reference/useInfiniteQuery`, 'identifier', true),
  api('QueryClinet', `${q}/reference/QueryClient`, 'identifier', true),

  // A phrase of intent: the page that answers it.
  concept('load more on scroll', `${qr}/guides/infinite-queries`, 'intent'),
  concept('refetch after mutation', `${qr}/guides/invalidations-from-mutations`, 'intent'),
  concept('show loading spinner while refetching', `${qr}/guides/background-fetching-indicators`, 'intent'),
  concept('stop refetching when window regains focus', `${qr}/guides/window-focus-refetching`, 'intent'),
  concept('run a query only after another finishes', `${qr}/guides/dependent-queries`, 'intent'),
  concept('fetch several queries at the same time', `${qr}/guides/parallel-queries`, 'intent'),
  concept('update the ui before the server responds', `${qr}/guides/optimistic-updates`, 'intent'),
  concept('keep showing old data while the next page loads', `${qr}/guides/paginated-queries`, 'intent'),
  concept('set a default fetcher for all queries', `${qr}/guides/default-query-function`, 'intent'),
  concept('how long is data cached', `${qr}/guides/caching`, 'intent'),
  concept('refetch every few seconds', `${qr}/guides/polling`, 'intent'),
  concept('abort a request when the component unmounts', `${qr}/guides/query-cancellation`, 'intent'),
  concept('avoid request waterfalls', `${qr}/guides/request-waterfalls`, 'intent'),
  concept('protect pages that need login', `${r}/guide/authenticated-routes`, 'intent'),
  concept('read the url query string', `${r}/guide/search-params`, 'intent'),
  concept('pass data to every route', `${r}/guide/router-context`, 'intent'),
  concept('show a 404 page', `${r}/guide/not-found-errors`, 'intent'),
  concept('warn before leaving a page with unsaved changes', `${r}/guide/navigation-blocking`, 'intent'),
  concept('translate urls for different languages', `${r}/guide/internationalization-i18n`, 'intent'),
  concept('restore scroll position after navigation', `${r}/guide/scroll-restoration`, 'intent'),
  concept('show an error when a field is empty', `${fr}/guides/validation`, 'intent'),
  concept('add and remove items in a list of fields', `${fr}/guides/arrays`, 'intent'),
  concept('validate with a zod schema', `${fr}/guides/validation`, 'intent'),
  concept('revalidate confirm password when password changes', `${fr}/guides/linked-fields`, 'intent'),
  concept('run a side effect when a field changes', `${fr}/guides/listeners`, 'intent'),
  concept('call server code from the client', `${s}/server-functions`, 'intent'),
  concept('add an api endpoint', `${s}/server-routes`, 'intent'),
  concept('generate static html at build time', `${s}/static-prerendering`, 'intent'),
  concept('run code before every request', `${s}/middleware`, 'intent'),
  concept('render some routes only on the client', `${s}/selective-ssr`, 'intent'),
  concept('deploy to vercel', `${s}/hosting`, 'intent'),
  concept('server side rendering with query', `${qr}/guides/ssr`, 'intent'),
]
