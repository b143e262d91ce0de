import { describe, expect, it } from 'vitest'
import { requestedPageName, suggestionLabel, titleFromPath } from './suggestion-label'
import { versionName } from '~/site/versions'

describe('suggestionLabel', () => {
  it('names a framework page by its title and framework, not its path', () => {
    expect(suggestionLabel({ title: 'Sorting', page: 'framework/react/guide/sorting', frameworkLabel: 'React' })).toBe('Sorting · React')
  })

  it('names a framework-neutral page by its title alone', () => {
    expect(suggestionLabel({ title: 'Overview', page: 'overview', frameworkLabel: undefined })).toBe('Overview')
  })

  it('falls back to the last path segment in words when the page has no title', () => {
    expect(suggestionLabel({ title: undefined, page: 'framework/vue/guides/infinite-queries', frameworkLabel: 'Vue' })).toBe('Infinite queries · Vue')
    expect(suggestionLabel({ title: '  ', page: 'api_reference', frameworkLabel: undefined })).toBe('Api reference')
    expect(titleFromPath('')).toBe('')
  })
})

describe('requestedPageName', () => {
  it('splits the framework from the page below it', () => {
    expect(requestedPageName('framework/react/guide/sortng')).toEqual({ page: 'guide/sortng', framework: 'react' })
    expect(requestedPageName('guide/sortng')).toEqual({ page: 'guide/sortng', framework: undefined })
  })
})

describe('versionName', () => {
  it('says the major latest stands for, then that it is the latest', () => {
    expect(versionName('latest', 'v5')).toBe('v5 (latest)')
    expect(versionName('v4', 'v5')).toBe('v4')
  })
})
