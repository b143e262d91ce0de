import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRepository, tempDir } from '../../../tests/support/git-fixture'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { extractMessages, isMessageSource, knownMessage, MessageIndex, messageSearchText, printedMessages } from './error-messages'

describe('extractMessages', () => {
  it('reads what throw, console.warn/error, invariant and warning print, template slots removed', () => {
    const source = `
      if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one')
      console.error(
        \`Query data cannot be undefined. Affected query key: \${this.queryHash}\`,
      )
      invariant(route, \`Could not find a route for \${JSON.stringify({ to })}\`)
      warning(false, "Outlet was rendered outside a route component")
      console.warn('short')
      throw new TypeError(\`Expected enabled to be a boolean\`)
    `
    expect(extractMessages(source)).toEqual([
      'No QueryClient set, use QueryClientProvider to set one',
      'Query data cannot be undefined. Affected query key:',
      'Could not find a route for',
      'Outlet was rendered outside a route component',
      'Expected enabled to be a boolean',
    ])
  })

  it('names the API that prints each message: the function, arrow function or method declared nearest before it', () => {
    const source = `
      export function createFormHookContexts() {
        function useFieldContext<TData>() {
          const field = useContext(fieldContext)
          if (!field) {
            throw new Error('\`fieldContext\` only works when within a \`fieldComponent\` passed to \`createFormHook\`')
          }
          return field
        }
      }
      export const useQueryClient = (queryClient?: QueryClient) => {
        const client = React.useContext(QueryClientContext)
        if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one')
      }
      class QueriesObserver {
        setQueries(queries: Array<QueryObserverOptions>, options?: Options): void {
          if (duplicated) console.warn('[QueriesObserver]: Duplicate Queries found in this list.')
        }
        async fetch(options?: FetchOptions) {
          if (!Array.isArray(key)) console.error('The query key needs to be an array here')
        }
      }
    `
    expect(printedMessages(source)).toEqual([
      { text: '`fieldContext` only works when within a `fieldComponent` passed to `createFormHook`', thrower: 'useFieldContext' },
      { text: 'No QueryClient set, use QueryClientProvider to set one', thrower: 'useQueryClient' },
      { text: '[QueriesObserver]: Duplicate Queries found in this list.', thrower: 'setQueries' },
      // \`fetch\` names no API of its own (every library has one): no thrower.
      { text: 'The query key needs to be an array here' },
    ])
  })

  it.each([
    ['packages/query-core/src/query.ts', true],
    ['packages/react-router/src/link.tsx', true],
    ['packages/query-core/src/__tests__/query.test.tsx', false],
    ['packages/query-core/src/query.test.ts', false],
    ['packages/query-core/src/types.d.ts', false],
    ['examples/react/basic/src/main.tsx', false],
  ])('reads package sources, not tests, mocks or type declarations: %s → %s', (file, read) => {
    expect(isMessageSource(file)).toBe(read)
  })
})

describe('MessageIndex', () => {
  const index = new MessageIndex()
  index.replace('query', [
    knownMessage('No QueryClient set, use QueryClientProvider to set one', '@tanstack/react-query'),
    knownMessage(
      'Query data cannot be undefined. Please make sure to return a value other than undefined from your query function. Affected query key:',
      '@tanstack/query-core',
    ),
  ])
  index.replace('router', [
    knownMessage('Invariant failed: Duplicate routes found with id:', '@tanstack/router-core'),
    knownMessage('useRouter must be used inside a <RouterProvider> component!', '@tanstack/react-router'),
    knownMessage(
      'Warning: A notFoundError was encountered on the route with ID " ", but a notFoundComponent option was not configured, nor was a router level defaultNotFoundComponent configured. Consider configuring at least one of these to avoid the generic defaultNotFoundComponent',
      '@tanstack/react-router',
    ),
  ])

  it('knows a message pasted as printed, with the parts an app fills in', () => {
    expect(
      index.find(
        'Query data cannot be undefined. Please make sure to return a value other than undefined from your query function. Affected query key: ["todos",{"page":2}]',
      )?.message.packageName,
    ).toBe('@tanstack/query-core')
    expect(index.find('Invariant failed: Duplicate routes found with id: /dashboard/settings')?.library).toBe('router')
  })

  it('knows a message pasted with a stack line or a prefix of its own', () => {
    const found = index.find('Uncaught Error: No QueryClient set, use QueryClientProvider to set one at useQueryClient (QueryClientProvider.tsx:18:11)')
    expect(found?.library).toBe('query')
    expect(found?.packages).toEqual(['@tanstack/react-query'])
  })

  it('names every package that prints the same message', () => {
    const adapters = new MessageIndex()
    adapters.replace(
      'form',
      ['react-form', 'preact-form', 'solid-form'].map((name) =>
        knownMessage('`formContext` only works when within a `formComponent` passed to `createFormHook`', `@tanstack/${name}`),
      ),
    )
    expect(adapters.find('`formContext` only works when within a `formComponent` passed to `createFormHook`')?.packages).toEqual([
      '@tanstack/preact-form',
      '@tanstack/react-form',
      '@tanstack/solid-form',
    ])
  })

  it('knows a message with a word changed, and not a question that shares a word with one', () => {
    expect(index.find('Warning: useRouter must be used within a <RouterProvider> component')?.library).toBe('router')
    expect(index.find('how do I set up the query client')).toBeUndefined()
    expect(index.find('duplicate')).toBeUndefined()
  })

  it('takes a long message pasted cut short for that message, and no short message whose few words a longer text shares', () => {
    const cut = 'Warning: A notFoundError was encountered on the route with ID "/posts/$postId", but a notFoundComponent option was not configured'
    expect(index.find(cut)?.message.text).toMatch(/^Warning: A notFoundError/)
    expect(index.find('Invariant failed: Duplicate routes found with id: /posts')?.message.text).toMatch(/Duplicate routes/)
    // "route" and "id" are two of the three words of the duplicate-routes message, and few of this text's.
    expect(index.find('Warning: the loader of the route with ID "/posts" returned nothing, check its params and search schema')).toBeUndefined()
  })

  it('forgets a library', () => {
    const copy = new MessageIndex()
    copy.replace('router', [knownMessage('useRouter must be used inside a <RouterProvider> component!', '@tanstack/react-router')])
    copy.remove('router')
    expect(copy.size).toBe(0)
    expect(copy.find('useRouter must be used inside a <RouterProvider> component!')).toBeUndefined()
  })
})

describe('messageSearchText', () => {
  it('keeps the words a page about the message would hold', () => {
    expect(messageSearchText('Warning: useRouter must be used inside a <RouterProvider> component!')).toBe('useRouter inside RouterProvider component')
  })
})

describe('collectMessages', () => {
  const workspace = tempDir('site-messages-')
  afterAll(() => workspace.remove())

  it("reads a repository's package sources through the content source, each message with its package", async () => {
    createRepository(path.join(workspace.dir, 'content', 'query'), {
      'docs/overview.md': '# Query\n',
      'packages/react-query/package.json': JSON.stringify({ name: '@tanstack/react-query' }),
      'packages/react-query/src/QueryClientProvider.tsx': "throw new Error('No QueryClient set, use QueryClientProvider to set one')\n",
      'packages/react-query/src/__tests__/provider.test.tsx': "throw new Error('A message only a test prints')\n",
      'packages/query-core/src/nested/query.ts': 'console.error(`Query data cannot be undefined. Affected query key: ${hash}`)\n',
      'examples/react/basic/src/main.tsx': "throw new Error('An example prints this one')\n",
    })
    process.env.CONTENT_DIR = path.join(workspace.dir, 'content')
    const { collectMessages } = await import('./message-sources')
    const library = { ...findLibrary('query')!, latestBranch: 'main' }
    const messages = await collectMessages(library)
    expect(messages.map((message) => [message.packageName, message.text]).sort()).toEqual([
      ['@tanstack/query-core', 'Query data cannot be undefined. Affected query key:'],
      ['@tanstack/react-query', 'No QueryClient set, use QueryClientProvider to set one'],
    ])
  })

  it('gives the packages of a shared repository to the library they name (Router and Start)', async () => {
    const { ownsPackage } = await import('./message-sources')
    const router = { id: 'router', repo: 'tanstack/router' } as Library
    const start = { id: 'start', repo: 'tanstack/router' } as Library
    const all = [router, start]
    expect(ownsPackage(start, 'react-start-client', all)).toBe(true)
    expect(ownsPackage(router, 'react-start-client', all)).toBe(false)
    expect(ownsPackage(router, 'router-core', all)).toBe(true)
    expect(ownsPackage(start, 'router-core', all)).toBe(false)
  })
})
