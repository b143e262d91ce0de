/**
 * Renders every page of the real docs in ../shared/corpus (query main/v4/v3, router and start,
 * form), read from git repositories cloned from the bundles, and checks that each page has a
 * title and that each of its links to the site resolves to a route and a page that exists.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloneCorpus, tempDir } from '../support/git-fixture'

const workspace = tempDir('site-corpus-')
process.env.CONTENT_DIR = path.join(workspace.dir, 'repos')
process.env.CONTENT_SOURCE = 'local'

type Service = typeof import('~/server/docs/service')
type Content = typeof import('~/server/content')
let service: Service
let content: Content

beforeAll(async () => {
  for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(workspace.dir, 'repos', name))
  service = await import('~/server/docs/service')
  content = await import('~/server/content')
}, 60_000)

afterAll(async () => {
  await content.getContentSource().close?.()
  workspace.remove()
})

async function markdownFiles(repo: string, branch: string, dir: string): Promise<string[]> {
  const entries = (await content.getContentSource().listDir(repo, branch, dir)) ?? []
  const nested = await Promise.all(entries.map((entry) => (entry.type === 'dir' ? markdownFiles(repo, branch, entry.path) : Promise.resolve(entry.path.endsWith('.md') ? [entry.path] : []))))
  return nested.flat()
}

const targets = [
  { libraryId: 'query', repo: 'tanstack/query', branch: 'main', version: 'latest', docsRoot: 'docs' },
  { libraryId: 'query', repo: 'tanstack/query', branch: 'v4', version: 'v4', docsRoot: 'docs' },
  { libraryId: 'query', repo: 'tanstack/query', branch: 'v3', version: 'v3', docsRoot: 'docs' },
  { libraryId: 'router', repo: 'tanstack/router', branch: 'main', version: 'latest', docsRoot: 'docs/router' },
  { libraryId: 'start', repo: 'tanstack/router', branch: 'main', version: 'latest', docsRoot: 'docs/start' },
  { libraryId: 'form', repo: 'tanstack/form', branch: 'main', version: 'latest', docsRoot: 'docs' },
]

// The site routes a rendered doc may link to (src/routes).
const siteRoutes = [
  /^\/[a-z]+\/[^/]+\/docs(\/[^?#]*)?$/,
  /^\/docs-assets\/[a-z]+\/[^/]+\/.+$/,
  /^\/[a-z]+(\/[^/]+)?\/?$/,
  /^\/(blog|stats\/npm|support|learn|ethos|terms|privacy|dedicated-support)(\/.*)?$/,
]

/** Is the link a route of the site, and does the page it names exist in the repository? */
function checkLink(href: string, target: (typeof targets)[number], pages: Set<string>): { route: boolean; page: boolean } {
  const url = new URL(href, 'http://site.test')
  const route = siteRoutes.some((pattern) => pattern.test(url.pathname))
  const base = `/${target.libraryId}/${target.version}/docs`
  if (!url.pathname.startsWith(`${base}/`)) return { route, page: true }
  const page = url.pathname.slice(base.length + 1)
  if (/^framework\/[^/]+\/examples\//.test(page)) return { route, page: true } // the example viewer
  const framework = /^framework\/([^/]+)\/(.+)$/.exec(page)
  const candidates = framework ? [`${target.docsRoot}/${page}.md`, `${target.docsRoot}/${framework[2]}.md`] : [`${target.docsRoot}/${page}.md`]
  return { route, page: candidates.some((candidate) => pages.has(candidate)) }
}

describe.each(targets)('$libraryId $version ($docsRoot at $branch)', (target) => {
  it('renders every page with a title, and site links lead to pages', async () => {
    const files = await markdownFiles(target.repo, target.branch, target.docsRoot)
    expect(files.length).toBeGreaterThan(20)
    const pages = new Set(files)
    const notRoutes: string[] = []
    const missingPages: string[] = []
    let links = 0
    for (const file of files) {
      const doc = await service.loadDoc(target.repo, target.branch, file)
      expect(doc, file).toBeDefined()
      expect(doc?.title.trim(), file).not.toBe('')
      // sanitised: no script elements, event-handler attributes or script URLs in real markup
      expect(doc?.html, file).not.toMatch(/href="javascript:/i)
      expect(doc?.html.replace(/"[^"]*"/g, '""'), file).not.toMatch(/<script\b|<[a-z][^>]*\son[a-z]+\s*=/i)
      for (const match of doc?.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g) ?? []) {
        links++
        const href = (match[1] ?? '').replaceAll('&#x26;', '&').replaceAll('&amp;', '&')
        const result = checkLink(href, target, pages)
        if (!result.route) notRoutes.push(`${file} → ${href}`)
        else if (!result.page) missingPages.push(`${file} → ${href}`)
      }
    }
    console.log(
      `${target.libraryId} ${target.version}: ${files.length} pages, ${links} site links, ` +
        `${missingPages.length} to pages the repository itself lacks (the site sends those to the overview)`,
    )
    if (missingPages.length) console.log(missingPages.join('\n'))
    expect(notRoutes).toEqual([])
    // Links the upstream docs get wrong are reported above; they must stay rare.
    expect(missingPages.length).toBeLessThanOrEqual(Math.ceil(links * 0.05))
  }, 180_000)
})
