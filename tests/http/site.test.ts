import { describe, expect, it } from 'vitest'
import { libraries } from '~/site/libraries'
import { libraryCopy } from '~/site/libraries/copy'
import { get, locationPath, metaContent, titleOf } from '../support/http'

describe('pages of the site', () => {
  it('serves the home page with the product title and description', async () => {
    const page = await get('/')
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe('TanStack | High Quality Open-Source Software for Web Developers')
    expect(page.body).toMatch(/<meta name="description" content="[^"]*headless, type-safe[^"]*data management, visualization, charts, tables and UI components/)
    expect(page.body).toContain('<html lang="en"')
    for (const library of libraries) expect(page.body).toContain(`data-library-card="${library.id}"`)
  })

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/support', 'Help and support'],
    ['/learn', 'Learn'],
    ['/ethos', 'Ethos'],
    ['/dedicated-support', 'Dedicated support'],
    ['/login', 'Sign in'],
  ])('%s answers 200 titled "%s"', async (path, title) => {
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe(title)
  })

  it('lists the four consultants with handle, specialties and photo, and no made-up links', async () => {
    const page = await get('/dedicated-support')
    expect(page.body.match(/alt="Photo of /g)).toHaveLength(4)
    expect(page.body).toContain('aria-label="Specialties"')
    expect(page.body).toMatch(/href="https:\/\/x\.com\/[a-z_]+"/)
    expect(page.body).not.toMatch(/href="https?:\/\/([^/"]*\.)?example\.(com|org|net)/)
  })

  it('sends /merch to the store with a permanent redirect', async () => {
    const page = await get('/merch')
    expect(page.status).toBe(301)
    expect(page.location).toMatch(/^https:\/\//)
  })
})

describe('library pages', () => {
  it.each(libraries.map((l) => [l.id, l] as const))('/%s redirects to latest and its landing is titled by name', async (id, library) => {
    const index = await get(`/${id}`)
    expect([301, 302, 307, 308]).toContain(index.status)
    expect(locationPath(index.location)).toBe(`/${id}/latest`)

    const landing = await get(`/${id}/latest`)
    expect(landing.status).toBe(200)
    expect(titleOf(landing.body)).toBe(`TanStack ${library.name}`)
    expect(landing.body).toContain(library.tagline)
    // The landing copy is not in the browser's catalogue: the server puts the description in the head.
    expect(metaContent(landing.body, 'description')).toBe(libraryCopy(id).description)
    for (const highlight of libraryCopy(id).featureHighlights) expect(landing.body).toContain(highlight.title)
  })

  it('serves a listed older version and sends an unknown one to latest', async () => {
    expect((await get('/query/v4')).status).toBe(200)
    const unknown = await get('/query/v9')
    expect([302, 307]).toContain(unknown.status)
    expect(locationPath(unknown.location)).toBe('/query/latest')
  })

  it('runs the library redirect handlers before the landing page', async () => {
    const v3 = await get('/query/v3/guides/queries')
    expect(v3.status).toBe(301)
    expect(locationPath(v3.location)).toBe('/query/latest/docs/framework/react/guides/queries?from=reactQueryV3')
    const v7 = await get('/table/v7/docs/api/useSortBy')
    expect(v7.status).toBe(301)
    expect(locationPath(v7.location)).toBe('/table/v8/docs/api/features/sorting?from=reactTableV7')
    const start = await get('/router/latest/docs/framework/react/start/overview')
    expect(locationPath(start.location)).toBe('/start/latest/docs/framework/react/overview')
  })
})

describe('not found', () => {
  it('answers 404 with the specification texts for an unknown path', async () => {
    const page = await get('/a/b/c/d/e/f')
    expect(page.status).toBe(404)
    expect(page.body).toContain('404 Not Found')
    expect(page.body).toContain('The page you are looking for does not exist.')
    expect(page.body).toContain('Go back')
    expect(page.body).toContain('Start Over')
  })

  it('answers 404 for an unknown library without the internal lookup message', async () => {
    for (const path of ['/nope', '/nope/latest']) {
      const page = await get(path)
      expect(page.status, path).toBe(404)
      expect(page.body).not.toContain('Library with id')
      expect(page.body).toContain('404 Not Found')
    }
  })

  it('answers 404 for an unknown page under a library', async () => {
    const page = await get('/query/latest/not-a-page')
    expect(page.status).toBe(404)
    expect(page.body).toContain('404 Not Found')
  })
})

describe('theme', () => {
  it('puts a stored explicit choice on <html> before any script runs', async () => {
    const dark = await get('/', { headers: { cookie: 'theme=dark' } })
    expect(dark.body).toMatch(/<html lang="en" class="dark"/)
    const light = await get('/', { headers: { cookie: 'theme=light' } })
    expect(light.body).toMatch(/<html lang="en" class="light"/)
    const bogus = await get('/', { headers: { cookie: 'theme=<script>' } })
    expect(bogus.body).toMatch(/<html lang="en"(?! class)/)
    expect(bogus.body).toContain('var m="auto"')
  })
})

describe('server-function endpoint', () => {
  const headers = { 'content-type': 'application/json', 'x-tsr-serverfn': 'true' }

  it('answers 404 for an unknown function and 400 for a body that is not JSON', async () => {
    const unknown = await get('/_serverFn/0123456789abcdef', { method: 'POST', headers, body: '{"t":{"t":1,"s":"x"},"f":1,"m":[]}' })
    expect(unknown.status).toBe(404)
    const notJson = await get('/_serverFn/0123456789abcdef', { method: 'POST', headers, body: '{not json' })
    expect(notJson.status).toBe(400)
    const missing = await get('/_serverFn/', { method: 'POST', headers, body: '{}' })
    expect(missing.status).toBe(404)
  })
})
