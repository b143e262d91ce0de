import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../../../tests/support/git-fixture'
import { writeVersionsFixture, type VersionsFixture } from '../../../tests/support/versions-fixture'

// The history is read from the configured content source: a CONTENT_DIR holding a real git repository.
const root = tempDir('history-git-')
process.env.CONTENT_DIR = root.dir
process.env.REF_TTL_MS = '0'
const { docsHistory, historyStats, pageHistory } = await import('./history')
const { loadPageList } = await import('~/server/content/page-list')
const { getContentSource } = await import('~/server/content')
const { query } = await import('~/site/libraries/query')
const { sidebarMarks } = await import('./marks')

let fixture: VersionsFixture
const now = Date.parse('2026-11-26T06:00:00Z')

beforeAll(() => {
  fixture = writeVersionsFixture(root.dir, now)
})

afterAll(async () => {
  await getContentSource().close?.()
  root.remove()
})

describe('page history from one git log per library and commit', () => {
  it('dates each page by the last commit that touched its file on the branch, with links to GitHub', async () => {
    const list = (await loadPageList(query, 'latest'))!
    expect(list.contentId).toBe(fixture.commits.newPage)
    const caching = await pageHistory(list, 'docs/framework/react/guides/caching.md')
    expect(caching).toEqual({
      lastUpdated: new Date(now - 2 * 86_400_000).toISOString().replace(/\.000Z$/, '+00:00'),
      commitUrl: `https://github.com/tanstack/query/commit/${fixture.commits.rewrite}`,
      historyUrl: 'https://github.com/tanstack/query/commits/main/docs/framework/react/guides/caching.md',
    })
    expect((await pageHistory(list, 'docs/framework/react/overview.md'))?.commitUrl).toContain(fixture.commits.typo)
    // v4 has its own history: the overview was last touched by the v4 commit there.
    const v4 = (await loadPageList(query, 'v4'))!
    expect((await pageHistory(v4, 'docs/framework/react/overview.md'))?.commitUrl).toContain(fixture.commits.v4)
    expect(await pageHistory(list, 'docs/not-there.md')).toBeUndefined()
  })

  it('reads the log once for every page of a version, then from its cache', async () => {
    const list = (await loadPageList(query, 'latest'))!
    const v3 = { ...list, contentId: fixture.commits.first }
    const first = historyStats.gitCalls
    await Promise.all(list.pages.map((page) => pageHistory(v3, page.file)))
    expect(historyStats.gitCalls - first).toBe(1)
    const before = historyStats.gitCalls
    const files = list.pages.map((page) => page.file)
    await Promise.all(files.map((file) => pageHistory(list, file)))
    await docsHistory(list)
    expect(historyStats.gitCalls - before).toBe(0)
    const histories = await docsHistory(list)
    expect(histories?.get('docs/framework/react/guides/suspense.md')?.first.sha).toBe(fixture.commits.newPage)
    expect(histories?.get('docs/framework/react/guides/caching.md')?.first.sha).toBe(fixture.commits.v4)
  })
})

describe('New and Updated marks on the fixture', () => {
  it('marks the page added yesterday new and the guide rewritten two days ago updated, not the typo fix', async () => {
    const marks = await sidebarMarks('query', 'latest', now)
    expect(marks).toEqual({
      '/query/latest/docs/framework/react/guides/suspense': 'new',
      '/query/latest/docs/framework/react/guides/caching': 'updated',
    })
    // Three weeks on, the rewrite is no longer recent; the new page still is.
    expect(await sidebarMarks('query', 'latest', now + 21 * 86_400_000)).toEqual({ '/query/latest/docs/framework/react/guides/suspense': 'new' })
    // v4 saw no commit for 400 days.
    expect(await sidebarMarks('query', 'v4', now)).toEqual({})
  })
})
