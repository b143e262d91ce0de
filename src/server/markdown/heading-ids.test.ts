import { describe, expect, it } from 'vitest'
import { HeadingSlugger, slugify } from './heading-ids'
import { elements, hasClass } from '../../../tests/support/html'
import { renderMarkdown as renderPage } from './index'

describe('the site’s slug convention', () => {
  it.each([
    ['onlineManager.setEventListener', 'onlinemanager-seteventlistener'],
    ['useQuery<TData>', 'usequery-tdata'],
    ['Dependent Queries & Code Splitting', 'dependent-queries-code-splitting'],
    ['  --Why? (and how)--  ', 'why-and-how'],
    ['queryClient.getQueryData', 'queryclient-getquerydata'],
  ])('%s → %s', (text, id) => {
    expect(slugify(text)).toBe(id)
  })

  it('numbers repeats -2, -3…, skipping ids already given', () => {
    const slugger = new HeadingSlugger()
    expect(['Options', 'Options', 'Options 2', 'Options'].map((text) => slugger.slug(text))).toEqual(['options', 'options-2', 'options-2-2', 'options-3'])
  })

  it('keeps GitHub’s slug for a heading without latin letters or digits, and gives none for punctuation', () => {
    const slugger = new HeadingSlugger()
    expect(slugger.slug('快速开始')).toBe('快速开始')
    expect(slugger.slug('{')).toBeUndefined()
  })
})

describe('heading ids on a page', () => {
  it('gives each heading its id, an anchor link to it and an outline entry', async () => {
    const { html, headings } = await renderPage('## `useQuery<TData>`\n\n### Options\n\n## Options\n\n### {')
    expect(headings).toEqual([
      { id: 'usequery-tdata', text: 'useQuery<TData>', level: 2 },
      { id: 'options', text: 'Options', level: 3 },
      { id: 'options-2', text: 'Options', level: 2 },
    ])
    expect(html).toContain('<a href="#options-2" class="md-heading-anchor" aria-label="Link to this section: Options">#</a></h2>')
    expect(html).toContain('<h3>{</h3>')
  })

  it('lists every level in the outline, from the page title down', async () => {
    const { headings } = await renderPage('# Guide\n\n## Getting Started!\n\n#### Deep')
    expect(headings.map((heading) => heading.level)).toEqual([1, 2, 4])
  })

  it('starts numbering afresh for every document', async () => {
    await renderPage('## Intro')
    const { headings } = await renderPage('## Intro')
    expect(headings[0]?.id).toBe('intro')
  })

  it('keeps GitHub’s id of a heading as an empty alias element when it differs', async () => {
    const { html } = await renderPage('## Dependent Queries & Code Splitting\n\n## Plain\n\n## Options\n\n## Options')
    expect(html).toContain(
      '<h2 id="dependent-queries-code-splitting"><span id="dependent-queries--code-splitting" class="md-heading-alias"></span>Dependent Queries &#x26; Code Splitting',
    )
    expect(html).toContain('<h2 id="plain">Plain<a')
    // GitHub numbers the repeat -1 where the docs number it -2.
    expect(html).toContain('<h2 id="options-2"><span id="options-1" class="md-heading-alias"></span>Options')
    const ids = elements(html, (element) => typeof element.properties.id === 'string').map((element) => element.properties.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keeps an id written on a heading in the page’s HTML, with the prefix of written ids', async () => {
    const { html, headings } = await renderPage('<h2 id="reviews">Customer Reviews</h2>')
    expect(headings).toEqual([{ id: 'user-content-reviews', text: 'Customer Reviews', level: 2 }])
    const aliases = elements(html, (element) => hasClass(element, 'md-heading-alias')).map((element) => element.properties.id)
    expect(aliases).toEqual(['customer-reviews'])
  })
})
