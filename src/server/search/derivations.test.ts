import { describe, expect, it } from 'vitest'
import { derivedStems } from './derivations'
import { SearchEngine } from './engine'
import { docRecord } from '../../../tests/support/search-records'
import { termOf } from './text'

describe('derivedStems', () => {
  it('gives the noun of a verb and the verb of a noun, as Porter stems', () => {
    expect(derivedStems(termOf('submit'))).toContain(termOf('submission'))
    expect(derivedStems(termOf('submission'))).toContain(termOf('submit'))
    expect(derivedStems(termOf('decide'))).toContain(termOf('decision'))
    expect(derivedStems(termOf('suspend'))).toContain(termOf('suspense'))
    expect(derivedStems(termOf('compose'))).toContain(termOf('composition'))
    expect(derivedStems(termOf('resolve'))).toContain(termOf('resolution'))
    expect(derivedStems(termOf('describe'))).toContain(termOf('description'))
    expect(derivedStems(termOf('fail'))).toContain(termOf('failure'))
  })

  it('leaves identifiers as written and roots under three letters alone', () => {
    expect(derivedStems('queryClient')).toEqual([])
    expect(derivedStems('id')).toEqual([])
  })
})

const page = (url: string, title: string, content: string) => docRecord(url, title, content, 'form')

describe('a verb finds the page named by its noun', () => {
  const f = '/form/latest/docs/framework/react/guides'
  const engine = SearchEngine.build([
    page(`${f}/submission-handling`, 'Submission handling', 'What happens on submission: the onSubmit handler receives the values.'),
    page(`${f}/validation`, 'Validation', 'Validate the fields when they change or when the form is submitted.'),
    page(`${f}/arrays`, 'Arrays', 'Fields that hold a list of values.'),
  ])
  const urls = (query: string) => engine.search({ query, filters: [], facets: [], limit: 3, distinct: true }).hits.map((hit) => hit.record.url)

  it('reads "submit" as the docs\' "submission" (tuning: "form does not submit, nothing happens on submit")', () => {
    expect(urls('form does not submit, nothing happens on submit')[0]).toBe(`${f}/submission-handling`)
    expect(urls('submit the form')).toContain(`${f}/submission-handling`)
  })
})
