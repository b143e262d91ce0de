/**
 * A version's pages and the images they show come from one commit: an image is read at the
 * commit the page was rendered from, not at whatever the branch points to this instant, and
 * both move on together once the branch is looked up again (REF_TTL_MS).
 */
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { commitFiles, createRepository, git, tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'

const REF_TTL_MS = 2000
const PAGE = '/query/latest/docs/framework/react/overview'
const IMAGE = '/docs-assets/query/latest/docs/assets/diagram.svg'
const workspace = tempDir('site-doc-snapshot-')
let server: RunningServer
let work: string
let mirror: string

const svg = (title: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${title}</title></svg>`

beforeAll(async () => {
  work = path.join(workspace.dir, 'work')
  mirror = path.join(workspace.dir, 'repos', 'query')
  createRepository(work, {
    'docs/config.json': JSON.stringify({ sections: [{ label: 'Getting Started', children: [{ label: 'Overview', to: 'framework/react/overview' }] }] }),
    'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nThe first diagram:\n\n![diagram](../../assets/diagram.svg)\n',
    'docs/assets/diagram.svg': svg('first diagram'),
  })
  git(workspace.dir, 'clone', '-q', '--mirror', work, mirror)
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    REF_TTL_MS: String(REF_TTL_MS),
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
    SEARCH_LIBRARIES: 'query',
    LIVE_STATS_REFRESH_SECONDS: '0',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

const text = async (url: string) => {
  const response = await fetch(`${server.url}${url}`)
  expect(response.status, url).toBe(200)
  return response.text()
}

it('serves a doc image at the commit its page is rendered from', async () => {
  const page = await text(PAGE)
  expect(page).toContain('The first diagram:')
  expect(page).toContain(`src="${IMAGE}"`)
  expect(await text(IMAGE)).toContain('first diagram')

  commitFiles(work, {
    'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nThe second diagram:\n\n![diagram](../../assets/diagram.svg)\n',
    'docs/assets/diagram.svg': svg('second diagram'),
  })
  git(work, 'push', '-q', mirror, 'main')
  // The branch has moved, but the site still shows the commit it resolved: page and image agree.
  expect(await text(IMAGE)).toContain('first diagram')
  expect(await text(PAGE)).toContain('The first diagram:')

  // Once the branch is looked up again, both show the new commit.
  await new Promise((resolve) => setTimeout(resolve, REF_TTL_MS + 200))
  expect(await text(IMAGE)).toContain('second diagram')
  expect(await text(PAGE)).toContain('The second diagram:')
})
