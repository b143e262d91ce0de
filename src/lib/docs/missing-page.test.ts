import { describe, expect, it } from 'vitest'
import { missingPageHref, missingPageNotice } from './missing-page'

describe('the missing-doc notice', () => {
  it('names the page asked for in the default doc’s URL, keeping the reader’s query string', () => {
    expect(missingPageHref('/query/latest/docs/framework/react/overview', '', 'framework/react/guides/nope')).toBe(
      '/query/latest/docs/framework/react/overview?missing=framework%2Freact%2Fguides%2Fnope',
    )
    expect(missingPageHref('/table/v8/docs/introduction', '?from=reactTableV7', '/api/useSortBy/')).toBe(
      '/table/v8/docs/introduction?from=reactTableV7&missing=api%2FuseSortBy',
    )
  })

  it('says what was missing and where the reader is, in the reader’s words', () => {
    const search = '?missing=framework%2Freact%2Fguides%2Fnope'
    expect(missingPageNotice(search, { libraryName: 'Query', version: 'latest', landedOn: 'framework/react/overview' })).toBe(
      'The page “guides/nope” does not exist in Query latest; here is the overview.',
    )
    expect(missingPageNotice('?missing=api', { libraryName: 'Table', version: 'v8', landedOn: 'introduction' })).toBe(
      'The page “api” does not exist in Table v8; here is where its docs start.',
    )
  })

  it('says nothing without the parameter, or with one no redirect writes', () => {
    const where = { libraryName: 'Query', version: 'latest', landedOn: 'overview' }
    expect(missingPageNotice('', where)).toBeUndefined()
    expect(missingPageNotice('?missing=', where)).toBeUndefined()
    expect(missingPageNotice(`?missing=${'a'.repeat(201)}`, where)).toBeUndefined()
    expect(missingPageNotice('?missing=a%0Ab', where)).toBeUndefined()
  })
})
