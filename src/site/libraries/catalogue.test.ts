import { describe, expect, it } from 'vitest'
import { frameworkOptions } from '../frameworks'
import { findSiteRedirect } from '../find-redirect'
import { getLibrary, libraries, libraryGroups } from './index'
import { libraryCopy } from './copy'
import { libraryPackages } from './packages'

const expectedVersions: Record<string, string[]> = {
  query: ['v5', 'v4', 'v3'],
  form: ['v1'],
  config: ['v0'],
  router: ['v1'],
  start: ['v0'],
  table: ['v8'],
  virtual: ['v3'],
  ranger: ['v0'],
  store: ['v0'],
  pacer: ['v0'],
}

// SPEC §2 "Default docs and example targets per library".
const expectedDefaults: Record<string, { docs: string; example?: string }> = {
  query: { docs: '/query/latest/docs/framework/react/overview', example: 'basic' },
  form: { docs: '/form/latest/docs', example: 'simple' },
  config: { docs: '/config/latest/docs' },
  router: { docs: '/router/latest/docs/framework/react/overview', example: 'kitchen-sink-file-based' },
  start: { docs: '/start/latest/docs/framework/react/overview', example: 'start-basic' },
  table: { docs: '/table/latest/docs/introduction', example: 'basic' },
  virtual: { docs: '/virtual/latest/docs/introduction', example: 'dynamic' },
  ranger: { docs: '/ranger/latest/docs/overview', example: 'basic' },
  store: { docs: '/store/latest/docs', example: 'simple' },
  pacer: { docs: '/pacer/latest/docs', example: 'debounce' },
}

describe('the library catalogue', () => {
  it('holds the ten libraries once each, in four groups', () => {
    expect(libraries.map((l) => l.id).sort()).toEqual(Object.keys(expectedVersions).sort())
    const grouped = libraryGroups.flatMap((g) => g.ids)
    expect(grouped.sort()).toEqual(libraries.map((l) => l.id).sort())
    expect(libraryGroups.map((g) => g.label)).toEqual(['Application Building', 'Data and State Management', 'Headless UI', 'Other'])
  })

  it('gives the badges of the specification', () => {
    const badges = Object.fromEntries(libraries.map((l) => [l.id, l.badge]))
    expect(badges).toMatchObject({ start: 'beta', store: 'alpha', pacer: 'alpha' })
    expect(
      libraries
        .filter((l) => l.badge)
        .map((l) => l.id)
        .sort(),
    ).toEqual(['pacer', 'start', 'store'])
  })

  it.each(libraries.map((l) => [l.id, l] as const))('%s has every field filled', (id, library) => {
    for (const field of [
      'name',
      'to',
      'tagline',
      'bgStyle',
      'textStyle',
      'colorFrom',
      'colorTo',
      'textColor',
      'repo',
      'latestBranch',
      'latestVersion',
    ] as const) {
      expect(library[field], field).toMatch(/\S/)
    }
    expect(library.to).toBe(`/${id}`)
    expect(library.availableVersions).toEqual(expectedVersions[id])
    expect(library.availableVersions).toContain(library.latestVersion)
    expect(library.latestBranch).toBe('main')
    expect(library.frameworks.length).toBeGreaterThan(0)
    expect(frameworkOptions.filter((option) => library.frameworks.includes(option.value))).toHaveLength(library.frameworks.length)
    const copy = libraryCopy(id)
    expect(copy.description).toMatch(/\S/)
    expect(copy.featureHighlights).toHaveLength(3)
    for (const highlight of copy.featureHighlights) {
      expect(highlight.title).toMatch(/\S/)
      expect(highlight.description.length).toBeGreaterThan(40)
    }
    expect(library.menu.map((m) => m.label)).toEqual(expectedDefaults[id]?.example ? ['Examples', 'Docs', 'GitHub'] : ['Docs', 'GitHub'])
    expect(libraryPackages[id].length).toBeGreaterThan(0)
    expect(library.scarfId).toMatch(/\S/)
  })

  it.each(Object.entries(expectedDefaults))('%s prefers the default docs and example of SPEC §2, and links to them through their resolvers', (id, defaults) => {
    const library = getLibrary(id)
    // The catalogue prefers these targets; the site opens them when the repository has them.
    const docsPath = defaults.docs.replace(`/${id}/latest/docs`, '').replace(/^\//, '')
    expect(library.defaultDocs ?? '').toBe(docsPath)
    expect(library.defaultExample).toBe(defaults.example)
    // The menu links where the site resolves them against what the repository holds.
    expect(library.menu.find((m) => m.label === 'Docs')?.to).toBe(`/${id}/latest/docs`)
    const examples = library.menu.find((m) => m.label === 'Examples')
    if (defaults.example) expect(examples?.to).toMatch(new RegExp(`^/${id}/latest/docs/framework/[a-z]+/examples$`))
    else expect(examples).toBeUndefined()
  })

  it('reads repositories as the design says', () => {
    expect(getLibrary('query').repo).toBe('tanstack/query')
    expect(getLibrary('router')).toMatchObject({ repo: 'tanstack/router', docsRoot: 'docs/router' })
    expect(getLibrary('start')).toMatchObject({ repo: 'tanstack/router', docsRoot: 'docs/start' })
    for (const id of ['form', 'table', 'virtual', 'ranger', 'store', 'pacer', 'config']) {
      expect(getLibrary(id).repo).toBe(`tanstack/${id}`)
    }
  })

  it('offers the nine frameworks with label, value, logo and colour', () => {
    expect(frameworkOptions.map((f) => f.label)).toEqual(['React', 'Preact', 'Vue', 'Angular', 'Solid', 'Lit', 'Svelte', 'Qwik', 'Vanilla'])
    for (const option of frameworkOptions) {
      expect(option.value).toBe(option.label.toLowerCase())
      expect(option.logo).toMatch(/^\/images\/frameworks\/.+\.svg$/)
      expect(option.color).toMatch(/^bg-/)
    }
  })

  it('raises the catalogue errors', () => {
    expect(() => getLibrary('nope')).toThrow('Library with id "nope" not found')
    expect(() => getLibrary('')).toThrow('Library is required')
    expect(() => getLibrary(undefined)).toThrow('Library is required')
  })

  it('runs a library redirect handler by the first path segment', () => {
    expect(findSiteRedirect('/query/v3/reference/useQuery')?.href).toBe('/query/latest/docs/framework/react/reference/useQuery?from=reactQueryV3')
    expect(findSiteRedirect('/query/latest')).toBeUndefined()
    expect(findSiteRedirect('/form/latest/docs/overview')).toBeUndefined()
  })
})
