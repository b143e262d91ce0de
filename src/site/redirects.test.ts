import { describe, expect, it } from 'vitest'
import { frameworkDocsRewrite, queryLegacyRedirect, routerToStartRedirect, tableLegacyRedirect, versionlessDocsRedirect } from './redirects'
import type { RedirectResult } from './types'

const isLibrary = (id: string) => ['query', 'table'].includes(id)

/** Each redirect: the paths it sends elsewhere (from → to) and the paths it leaves alone. */
const redirects: { name: string; redirect: (href: string) => RedirectResult; sends: [string, string][]; leaves: string[] }[] = [
  {
    name: 'query v3 legacy paths',
    redirect: queryLegacyRedirect,
    sends: [
      ['/query/v3/guides/queries', '/query/latest/docs/framework/react/guides/queries?from=reactQueryV3'],
      ['/query/v3/docs/guides/queries', '/query/latest/docs/framework/react/guides/queries?from=reactQueryV3'],
      ['/query/v3/reference/useQuery#options', '/query/latest/docs/framework/react/reference/useQuery?from=reactQueryV3#options'],
      ['/query/v3/overview/', '/query/latest/docs/framework/react/overview?from=reactQueryV3'],
      // Removed pages: to the v5 migration guide.
      ['/query/v3/reference/setLogger', '/query/v5/docs/framework/react/guides/migrating-to-v5#the-deprecated-custom-logger-has-been-removed'],
      ['/query/v3/plugins/createWebStoragePersistor', '/query/v5/docs/framework/react/guides/migrating-to-v5#experimental-fine-grained-storage-persister'],
    ],
    // Real v3 docs and other versions.
    leaves: ['/query/v3/docs/framework/react/overview', '/query/v3/docs', '/query/v3', '/query/v4/guides/queries'],
  },
  {
    name: 'table v7 legacy paths',
    redirect: tableLegacyRedirect,
    sends: [
      ['/table/v7/docs/api/useSortBy', '/table/v8/docs/api/features/sorting?from=reactTableV7'],
      ['/table/v7/docs/api/usePagination#x', '/table/v8/docs/api/features/pagination?from=reactTableV7#x'],
      ['/table/v7/docs/overview', '/table/v8/docs/introduction?from=reactTableV7'],
      ['/table/v7', '/table/v8/docs/introduction?from=reactTableV7'],
      ['/table/v7/docs/unknown-page', '/table/v8/docs/introduction?from=reactTableV7'],
    ],
    leaves: ['/table/v8/docs/introduction', '/table/latest'],
  },
  {
    name: 'router → start',
    redirect: routerToStartRedirect,
    sends: [
      ['/router/latest/docs/framework/react/start/overview', '/start/latest/docs/framework/react/overview'],
      ['/router/latest/docs/framework/react/start/guide/server-functions#a', '/start/latest/docs/framework/react/guide/server-functions#a'],
      ['/router/latest/docs/framework/react/examples/start-basic', '/start/latest/docs/framework/react/examples/start-basic'],
      ['/router/v1/docs/framework/solid/start', '/start/latest/docs/framework/solid'],
    ],
    leaves: [
      '/router/latest/docs/framework/react/overview',
      '/router/latest/docs/framework/react/examples/basic',
      '/query/latest/docs/framework/react/start/overview',
    ],
  },
  {
    name: '/docs/{framework}/ rewrite',
    redirect: frameworkDocsRewrite,
    sends: [
      ['/query/latest/docs/react/overview', '/query/latest/docs/framework/react/overview'],
      ['/form/latest/docs/vue/guides/basic-concepts?x=1#top', '/form/latest/docs/framework/vue/guides/basic-concepts?x=1#top'],
      ['/table/latest/docs/svelte', '/table/latest/docs/framework/svelte'],
      ['/query/latest/docs/react/guides/', '/query/latest/docs/framework/react/guides/'],
    ],
    // Only the five legacy frameworks, below a library's docs.
    leaves: ['/query/latest/docs/framework/react/overview', '/query/latest/docs/lit/overview', '/query/latest/docs/guides/react', '/docs/react/overview'],
  },
  {
    name: 'docs paths without a version',
    redirect: (href) => versionlessDocsRedirect(href, isLibrary),
    sends: [
      ['/query/docs/react/overview', '/query/latest/docs/framework/react/overview'],
      ['/query/docs', '/query/latest/docs'],
      ['/table/docs/introduction?from=x#a', '/table/latest/docs/introduction?from=x#a'],
    ],
    // Versioned paths, other first segments and the bare root form.
    leaves: ['/query/latest/docs/overview', '/blog/docs/x', '/docs/react/overview'],
  },
]

describe.each(redirects)('$name', ({ redirect, sends, leaves }) => {
  it.each(sends)('%s → %s', (from, to) => {
    expect(redirect(from)?.href).toBe(to)
  })

  it.each(leaves)('leaves %s alone', (href) => {
    expect(redirect(href)).toBeUndefined()
  })
})
