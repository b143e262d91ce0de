/**
 * The question sets: what readers and their tools ask in plain words, each with the one page of
 * the latest version a maintainer would link in reply. Written from reading the corpus docs
 * (Query, Router with Start, Form) and the demo content the site ships (Table, Store, Virtual,
 * Ranger, Pacer, Config), in a reader's words, not the docs' sentences.
 *
 * Three parts, as for the keyword sets: this training part and the tuning part
 * (`search-questions-tuning.ts`) are what the question pipeline was developed on; the held-out
 * part (`search-questions-held-out.ts`) was written with them and is only measured (its misses
 * are counted, never listed, and never tuned on).
 *
 * `shape` is the form of the question:
 * - `how-to`: "how do I …", expecting the guide;
 * - `what-is`: "what is X", "what does X do", expecting the concept guide or the reference of X;
 * - `comparison`: "X or Y", "X vs Y", "difference between X and Y", expecting the page that covers both;
 * - `error`: an error or warning message pasted as the library prints it (variable parts as a
 *   reader's app fills them), expecting the page that explains it;
 * - `troubleshooting`: "why does …", "… not working", expecting the page that says why (FAQ,
 *   debugging, or the guide of the behaviour);
 * - `facet`: a question naming a framework or library ("in vue", "with solid", "react router"),
 *   expecting that framework's copy or that library's page.
 */
export type QuestionShape = 'how-to' | 'what-is' | 'comparison' | 'error' | 'troubleshooting' | 'facet'
export type Question = { query: string; shape: QuestionShape; expected: string }

export const q = '/query/latest/docs'
export const qr = `${q}/framework/react`
export const r = '/router/latest/docs'
export const ra = `${r}/api/router`
export const s = '/start/latest/docs/framework/react'
export const f = '/form/latest/docs'
export const fr = `${f}/framework/react`
export const demo = (library: string, page: string) => `/${library}/latest/docs/${page}`

export const ask = (query: string, shape: QuestionShape, expected: string): Question => ({ query, shape, expected })

export const trainingQuestions: Question[] = [
  // how-to
  ask('how do I run a query only after another one has finished', 'how-to', `${qr}/guides/dependent-queries`),
  ask('how can I refetch data every few seconds', 'how-to', `${qr}/guides/polling`),
  ask('how do I update the cache right away before the server answers', 'how-to', `${qr}/guides/optimistic-updates`),
  ask('how to load more items when the user scrolls to the bottom', 'how-to', `${qr}/guides/infinite-queries`),
  ask('how do I mark data as outdated after a mutation so it loads again', 'how-to', `${qr}/guides/invalidations-from-mutations`),
  ask('how can I stop a request when the component unmounts', 'how-to', `${qr}/guides/query-cancellation`),
  ask('how do I keep the sidebar when the page changes', 'how-to', `${r}/guide/outlets`),
  ask('how do I protect a route so only logged in users can see it', 'how-to', `${r}/guide/authenticated-routes`),
  ask('how do I read a value from the url like /posts/123', 'how-to', `${r}/guide/path-params`),
  ask('how can I ask the user to confirm before leaving a page with unsaved changes', 'how-to', `${r}/guide/navigation-blocking`),
  ask('how do I fetch data before a route renders', 'how-to', `${r}/guide/data-loading`),
  ask('how do I set the page title and meta tags per route', 'how-to', `${r}/guide/document-head-management`),
  ask('how to split my routes into separate bundles', 'how-to', `${r}/guide/code-splitting`),
  ask('how do I validate a field only when the user leaves it', 'how-to', `${fr}/guides/validation`),
  ask('how do I handle a list of inputs where users can add and remove rows', 'how-to', `${fr}/guides/arrays`),
  ask('how do I write code that runs only on the server in Start', 'how-to', `${s}/guide/server-functions`),
  ask('how do I add an API endpoint to my start app', 'how-to', `${s}/guide/server-routes`),
  ask('how do I run code before every request, like checking auth', 'how-to', `${s}/guide/middleware`),
  ask('how do I sort a table when clicking on a column header', 'how-to', demo('table', 'guides/sorting')),
  ask('how do I virtualize a list that scrolls with the whole page', 'how-to', demo('virtual', 'framework/react/guides/window-scrolling')),
  ask('how can I wait until the user stops typing before searching', 'how-to', demo('pacer', 'guides/debouncing')),
  ask('how do I publish my packages with the right version numbers', 'how-to', demo('config', 'guides/publishing')),
  ask('how do I test components that use react query', 'how-to', `${qr}/guides/testing`),
  ask('how do I move focus to the first invalid field after submit', 'how-to', `${fr}/guides/focus-management`),
  // what-is
  ask('what is stale time', 'what-is', `${qr}/guides/caching`),
  ask('what are query keys', 'what-is', `${qr}/guides/query-keys`),
  ask('what does the query client do', 'what-is', `${q}/reference/QueryClient`),
  ask('what is a root route', 'what-is', `${ra}/createRootRouteFunction`),
  ask('what is route masking', 'what-is', `${r}/guide/route-masking`),
  ask('what is router context used for', 'what-is', `${r}/guide/router-context`),
  ask('what is a server function', 'what-is', `${s}/guide/server-functions`),
  ask('what is the field api', 'what-is', `${f}/reference/classes/FieldApi`),
  ask('what does network mode mean', 'what-is', `${qr}/guides/network-mode`),
  ask('what is a derived store', 'what-is', demo('store', 'guides/derived-state')),
  ask('what is selective ssr', 'what-is', `${s}/guide/selective-ssr`),
  ask('what is placeholder data', 'what-is', `${qr}/guides/placeholder-query-data`),
  // comparison
  ask('placeholderData or initialData, which one should I use', 'comparison', `${qr}/guides/placeholder-query-data`),
  ask('tanstack query vs swr vs apollo', 'comparison', `${qr}/comparison`),
  ask('tanstack router or react router, how do they compare', 'comparison', `${r}/comparison`),
  ask('difference between file based and code based routing', 'comparison', `${r}/routing/routing-concepts`),
  ask('tanstack form compared to react hook form and formik', 'comparison', `${f}/comparison`),
  ask('start vs next.js', 'comparison', `${s}/comparison`),
  ask('staleTime vs gcTime', 'comparison', `${qr}/guides/caching`),
  ask('invalidateQueries or setQueryData after a mutation', 'comparison', `${qr}/guides/updates-from-mutation-responses`),
  // error
  ask('No QueryClient set, use QueryClientProvider to set one', 'error', `${qr}/reference/QueryClientProvider`),
  ask(
    'Query data cannot be undefined. Please make sure to return a value other than undefined from your query function. Affected query key: ["todos"]',
    'error',
    `${qr}/guides/query-functions`,
  ),
  ask('Warning: useRouter must be used inside a <RouterProvider> component!', 'error', `${ra}/useRouterHook`),
  ask('Invariant failed: Duplicate routes found with id: /posts', 'error', `${r}/routing/route-trees`),
  ask('`formContext` only works when within a `formComponent` passed to `createFormHook`', 'error', `${fr}/guides/form-composition`),
  ask('skipToken is not allowed for useSuspenseQuery', 'error', `${qr}/reference/useSuspenseQuery`),
  ask('Bad argument type. Starting with v5, only the "Object" form is allowed when calling query related functions', 'error', `${qr}/guides/migrating-to-v5`),
  ask(
    'Warning: A notFoundError was encountered on the route with ID "/posts/$postId", but a notFoundComponent option was not configured',
    'error',
    `${r}/guide/not-found-errors`,
  ),
  // troubleshooting
  ask('why does my query refetch every time I switch browser tabs', 'troubleshooting', `${qr}/guides/window-focus-refetching`),
  ask('why is my query fetching twice on mount', 'troubleshooting', `${qr}/guides/important-defaults`),
  ask('failed queries are retried three times, how do I turn that off', 'troubleshooting', `${qr}/guides/query-retries`),
  ask('my loaders run in sequence and the page is slow', 'troubleshooting', `${qr}/guides/request-waterfalls`),
  ask('hydration mismatch error in start', 'troubleshooting', `${s}/guide/hydration-errors`),
  ask('router not working, how do I debug it', 'troubleshooting', `${r}/how-to/debug-router-issues`),
  ask('form values not updating, how do I see what the form state is', 'troubleshooting', `${fr}/guides/debugging`),
  ask('scroll position is lost when I go back', 'troubleshooting', `${r}/guide/scroll-restoration`),
  ask('my component re-renders too often when any field changes', 'troubleshooting', `${fr}/guides/reactivity`),
  ask('router questions people ask a lot', 'troubleshooting', `${r}/faq`),
  // facet
  ask('how do I use queries in vue', 'facet', `${q}/framework/vue/guides/queries`),
  ask('infinite scroll with solid query', 'facet', `${q}/framework/solid/guides/infinite-queries`),
  ask('how do I set up the devtools in react', 'facet', `${qr}/devtools`),
  ask('ssr with tanstack form in react', 'facet', `${fr}/guides/ssr`),
  ask('react router search params validation', 'facet', `${r}/guide/search-params`),
  ask('mutations in svelte', 'facet', `${q}/framework/svelte/reference/functions/createMutation`),
  ask('how to use the store with react selectors', 'facet', demo('store', 'framework/react/guides/selectors')),
  ask('how do I paginate a table in react', 'facet', demo('table', 'framework/react/guides/pagination')),
]
