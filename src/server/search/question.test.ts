import { describe, expect, it } from 'vitest'
import { understandQuery } from './query-understanding'
import { apiNamesOf, comparisonSides, looksLikeMessage, messageCore, readQuestion, withApiNames } from './question'

describe('readQuestion', () => {
  it('leaves keywords as typed', () => {
    expect(readQuestion('useQuery')).toEqual({ text: 'useQuery' })
    expect(readQuestion('optimistic updates')).toEqual({ text: 'optimistic updates' })
    expect(readQuestion('retry failed queries')).toEqual({ text: 'retry failed queries' })
    expect(readQuestion('query comparison')).toEqual({ text: 'query comparison' })
  })

  it('reads "how do I …" as a how-to and drops the frame and filler', () => {
    expect(readQuestion('how do I run a query only after another one has finished?')).toEqual({
      intent: 'how-to',
      text: 'run a query after finished',
      verbFirst: true,
    })
    expect(readQuestion('How can I just refetch data every few seconds')).toEqual({ intent: 'how-to', text: 'refetch data few seconds', verbFirst: true })
    expect(readQuestion('is there a way to keep the sidebar when the page changes').intent).toBe('how-to')
  })

  it('marks the verb a how-to asks about when it opens the words kept, and only then', () => {
    expect(readQuestion('how do I start loading a route when the user hovers a link')).toMatchObject({
      text: 'start loading a route when the hovers link',
      verbFirst: true,
    })
    expect(readQuestion('how do I react to a field change and set another field').verbFirst).toBe(true)
    // "use" is filler: "react" opens the words kept but is no verb.
    expect(readQuestion('how do I use react query to load data in my routes').verbFirst).toBeUndefined()
    expect(readQuestion('what is the router context').verbFirst).toBeUndefined()
  })

  it("keeps the reader's spelling of identifiers", () => {
    expect(readQuestion('how do I use useQueryClient in a test').text).toBe('useQueryClient in a test')
  })

  it('reads "what is X" as asking for the concept, even in a few words', () => {
    expect(readQuestion('what are outlets')).toEqual({ intent: 'what-is', text: 'outlets' })
    expect(readQuestion('what does gcTime do?')).toEqual({ intent: 'what-is', text: 'gcTime' })
    expect(readQuestion('what is router context used for').text).toBe('router context')
  })

  it('reads "X or Y, which one" and "X vs Y" as comparisons, dropping the tail', () => {
    expect(readQuestion('placeholderData or initialData, which one should I use?')).toEqual({ intent: 'comparison', text: 'placeholderData or initialData' })
    expect(readQuestion('staleTime vs gcTime')).toEqual({ intent: 'comparison', text: 'staleTime gcTime' })
    expect(readQuestion('difference between file based and code based routing').intent).toBe('comparison')
  })

  it('keeps a how-to with an "or" in it a how-to ("netlify or vercel" is no comparison)', () => {
    expect(readQuestion('how do I deploy my start app to netlify or vercel').intent).toBe('how-to')
    expect(readQuestion('how do I choose between useQuery vs useSuspenseQuery').intent).toBe('comparison')
  })

  it('reads why-questions and symptoms as troubleshooting', () => {
    expect(readQuestion('why does my query refetch every time I switch tabs')).toEqual({
      intent: 'troubleshooting',
      text: 'my query refetch time I switch tabs',
    })
    expect(readQuestion('form does not submit, nothing happens').intent).toBe('troubleshooting')
    expect(readQuestion('hydration mismatch error in start').intent).toBe('troubleshooting')
  })

  it('reads a pasted message as an error, without the parts an app fills in', () => {
    const read = readQuestion(
      'Query data cannot be undefined. Please make sure to return a value other than undefined from your query function. Affected query key: ["posts",{"page":2}]',
    )
    expect(read.intent).toBe('error')
    expect(read.text).not.toContain('posts')
    expect(read.text).toContain('query function')
  })
})

describe('looksLikeMessage', () => {
  it.each([
    'Warning: useRouter must be used inside a <RouterProvider> component!',
    'Invariant failed: Duplicate routes found with id: /posts',
    'skipToken is not allowed for useSuspenseQuery',
    '`formContext` only works when within a `formComponent` passed to `createFormHook`',
    'Attempted to invoke queryFn when set to skipToken. This is likely a configuration error. Query hash: x',
  ])('knows the shapes libraries print: %s', (message) => {
    expect(looksLikeMessage(message)).toBe(true)
  })

  it.each(['how do I show an error under a field?', 'error boundaries'])('does not take a question or keywords for one: %s', (query) => {
    expect(looksLikeMessage(query)).toBe(false)
  })
})

describe('messageCore', () => {
  it('drops stack lines, quoted values, JSON, paths and numbers', () => {
    expect(messageCore('No QueryClient set, use QueryClientProvider to set one at useQueryClient (QueryClientProvider.tsx:18:11)')).toBe(
      'No QueryClient set, use QueryClientProvider to set one',
    )
    expect(messageCore('Invariant failed: Duplicate routes found with id: /dashboard/settings')).toBe('Invariant failed: Duplicate routes found with id:')
    expect(messageCore('Attempted to invoke queryFn. Query hash: \'["user",1]\'')).toBe('Attempted to invoke queryFn. Query hash:')
  })

  it('keeps apostrophes inside words and tags like <Outlet />', () => {
    expect(messageCore("The following error wasn't caught by any route!")).toBe("The following error wasn't caught by any route!")
    expect(messageCore('An <Outlet /> was rendered inside a Sidebar.')).toBe('An <Outlet /> was rendered inside a Sidebar.')
  })
})

describe('apiNamesOf', () => {
  it('names the API a what-is asks about, its words written as one', () => {
    expect(apiNamesOf(['query', 'client'], 'what-is')).toContain('queryclient')
    // One plain word is left to the keyword rules; a long phrase names no API.
    expect(apiNamesOf(['caching'], 'what-is')).toEqual([])
    expect(apiNamesOf(['keep', 'data', 'fresh', 'longer'], 'what-is')).toEqual([])
  })

  it('reads a kind word as the way that kind is named, in any question but a pasted message', () => {
    expect(apiNamesOf(['ranger', 'hook'], 'how-to')).toContain('useranger')
    expect(apiNamesOf(['form', 'api'], 'what-is')).toEqual(expect.arrayContaining(['form', 'formapi']))
    // A plain word is also looked up as the index stems it ("Debouncer" → debounc).
    expect(apiNamesOf(['debouncer', 'class'], 'what-is')).toEqual(['debouncer', 'debounc'])
    expect(apiNamesOf(['router', 'hook'], 'error')).toEqual([])
    expect(apiNamesOf(['ranger', 'hook'], undefined)).toEqual([])
  })
})

describe('comparisonSides', () => {
  it('splits a comparison into the terms of its two sides, without filler', () => {
    expect(comparisonSides('useQuery vs useSuspenseQuery')).toEqual([['usequery'], ['usesuspensequery']])
    expect(comparisonSides('placeholderData or initialData, which one should I use?')).toEqual([['placeholderdata'], ['initialdata']])
    expect(comparisonSides('difference between file based and code based routing')).toEqual([
      ['file', 'base'],
      ['code', 'base', 'rout'],
    ])
  })

  it('finds no sides where there are not two', () => {
    expect(comparisonSides('which router is better')).toEqual([])
    expect(comparisonSides('react or vue or solid')).toEqual([])
  })
})

describe('withApiNames', () => {
  const facets = { libraries: new Map([['ranger', 'ranger']]), frameworks: new Set(['react']) }

  it("lets the kind word's slot match the API it names", () => {
    const understood = understandQuery('the ranger hook in react', facets)
    expect(withApiNames(understood, ['useranger']).slots).toEqual([{ words: ['hook'], alternatives: [['useranger']] }])
  })

  it('changes nothing without a name or a kind word', () => {
    const understood = understandQuery('ranger steps in react', facets)
    expect(withApiNames(understood, ['useranger'])).toBe(understood)
    expect(withApiNames(understandQuery('the ranger hook', facets), [])).toEqual(understandQuery('the ranger hook', facets))
  })
})
