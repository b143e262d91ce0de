/** Search records made by hand for engine tests: a page's introduction, or a section under a heading. */
import type { SearchRecord } from '~/server/search/records'

export function docRecord(url: string, title: string, content: string, library = 'query', framework = ['react']): SearchRecord {
  return {
    objectID: url,
    url,
    hierarchy: { lvl0: library, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    library,
    framework,
    version: 'latest',
    position: 0,
  }
}

export function docSection(url: string, title: string, heading: string, content: string, library = 'query', framework = ['react']): SearchRecord {
  const page = docRecord(url, title, content, library, framework)
  return { ...page, hierarchy: { ...page.hierarchy, lvl2: heading } }
}
