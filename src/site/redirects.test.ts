import { describe, expect, it } from 'vitest'
import { frameworkDocsRewrite, queryLegacyRedirect, routerToStartRedirect, tableLegacyRedirect, versionlessDocsRedirect } from './redirects'

describe('query v3 legacy paths', () => {
  it.each([
    ['/query/v3/guides/queries', '/query/latest/docs/framework/react/guides/queries?from=reactQueryV3'],
    ['/query/v3/docs/guides/queries', '/query/latest/docs/framework/react/guides/queries?from=reactQueryV3'],
    ['/query/v3/reference/useQuery#options', '/query/latest/docs/framework/react/reference/useQuery?from=reactQueryV3#options'],
    ['/query/v3/overview/', '/query/latest/docs/framework/react/overview?from=reactQueryV3'],
  ])('%s → %s', (from, to) => {
    expect(queryLegacyRedirect(from)?.href).toBe(to)
  })

  it('sends removed pages to the v5 migration guide', () => {
    expect(queryLegacyRedirect('/query/v3/reference/setLogger')?.href).toBe(
      '/query/v5/docs/framework/react/guides/migrating-to-v5#the-deprecated-custom-logger-has-been-removed',
    )
    expect(queryLegacyRedirect('/query/v3/plugins/createWebStoragePersistor')?.href).toMatch(/migrating-to-v5#/)
  })

  it('leaves real v3 docs and other versions alone', () => {
    expect(queryLegacyRedirect('/query/v3/docs/framework/react/overview')).toBeUndefined()
    expect(queryLegacyRedirect('/query/v3/docs')).toBeUndefined()
    expect(queryLegacyRedirect('/query/v3')).toBeUndefined()
    expect(queryLegacyRedirect('/query/v4/guides/queries')).toBeUndefined()
  })
})

describe('table v7 legacy paths', () => {
  it.each([
    ['/table/v7/docs/api/useSortBy', '/table/v8/docs/api/features/sorting?from=reactTableV7'],
    ['/table/v7/docs/api/usePagination#x', '/table/v8/docs/api/features/pagination?from=reactTableV7#x'],
    ['/table/v7/docs/overview', '/table/v8/docs/introduction?from=reactTableV7'],
    ['/table/v7', '/table/v8/docs/introduction?from=reactTableV7'],
    ['/table/v7/docs/unknown-page', '/table/v8/docs/introduction?from=reactTableV7'],
  ])('%s → %s', (from, to) => {
    expect(tableLegacyRedirect(from)?.href).toBe(to)
  })

  it('ignores v8 paths', () => {
    expect(tableLegacyRedirect('/table/v8/docs/introduction')).toBeUndefined()
    expect(tableLegacyRedirect('/table/latest')).toBeUndefined()
  })
})

describe('router → start', () => {
  it.each([
    ['/router/latest/docs/framework/react/start/overview', '/start/latest/docs/framework/react/overview'],
    ['/router/latest/docs/framework/react/start/guide/server-functions#a', '/start/latest/docs/framework/react/guide/server-functions#a'],
    ['/router/latest/docs/framework/react/examples/start-basic', '/start/latest/docs/framework/react/examples/start-basic'],
    ['/router/v1/docs/framework/solid/start', '/start/latest/docs/framework/solid'],
  ])('%s → %s', (from, to) => {
    expect(routerToStartRedirect(from)?.href).toBe(to)
  })

  it('keeps router docs', () => {
    expect(routerToStartRedirect('/router/latest/docs/framework/react/overview')).toBeUndefined()
    expect(routerToStartRedirect('/router/latest/docs/framework/react/examples/basic')).toBeUndefined()
  })
})

describe('/docs/{framework}/ rewrite', () => {
  it.each([
    ['/query/latest/docs/react/overview', '/query/latest/docs/framework/react/overview'],
    ['/form/latest/docs/vue/guides/basic-concepts?x=1#top', '/form/latest/docs/framework/vue/guides/basic-concepts?x=1#top'],
    ['/table/latest/docs/svelte', '/table/latest/docs/framework/svelte'],
  ])('%s → %s', (from, to) => {
    expect(frameworkDocsRewrite(from)?.href).toBe(to)
  })

  it('only rewrites the five legacy frameworks', () => {
    expect(frameworkDocsRewrite('/query/latest/docs/framework/react/overview')).toBeUndefined()
    expect(frameworkDocsRewrite('/query/latest/docs/lit/overview')).toBeUndefined()
    expect(frameworkDocsRewrite('/query/latest/docs/guides/react')).toBeUndefined()
  })
})

describe('docs paths without a version', () => {
  const isLibrary = (id: string) => ['query', 'table'].includes(id)
  it.each([
    ['/query/docs/react/overview', '/query/latest/docs/framework/react/overview'],
    ['/query/docs', '/query/latest/docs'],
    ['/table/docs/introduction?from=x#a', '/table/latest/docs/introduction?from=x#a'],
  ])('%s → %s', (from, to) => {
    expect(versionlessDocsRedirect(from, isLibrary)?.href).toBe(to)
  })

  it('leaves versioned paths, other first segments and the bare root form alone', () => {
    expect(versionlessDocsRedirect('/query/latest/docs/overview', isLibrary)).toBeUndefined()
    expect(versionlessDocsRedirect('/blog/docs/x', isLibrary)).toBeUndefined()
    expect(versionlessDocsRedirect('/docs/react/overview', isLibrary)).toBeUndefined()
    expect(frameworkDocsRewrite('/docs/react/overview')).toBeUndefined()
  })
})
