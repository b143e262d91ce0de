/**
 * The 404 suggestion on the real docs: misspelled, moved and framework-swapped URLs and old
 * version paths, built from the corpus page lists, each with the page it should lead to. The
 * suggestion must be right for at least 80 % of them (issue target); the figure is printed.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloneCorpus, tempDir } from '../support/git-fixture'

const workspace = tempDir('site-suggest-corpus-')
process.env.CONTENT_DIR = path.join(workspace.dir, 'repos')
process.env.CONTENT_SOURCE = 'local'

let docPage: typeof import('~/server/docs/doc-page')
let suggest: typeof import('~/server/health/suggest')
let content: typeof import('~/server/content')

beforeAll(async () => {
  for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(workspace.dir, 'repos', name))
  docPage = await import('~/server/docs/doc-page')
  suggest = await import('~/server/health/suggest')
  content = await import('~/server/content')
}, 60_000)

afterAll(async () => {
  await content.getContentSource().close?.()
  workspace.remove()
})

type Case = { kind: string; library: string; requested: string; expected: string }

/** Deterministic misspellings of a path's last segment. */
function misspell(page: string, n: number): string {
  const parts = page.split('/')
  const slug = parts.pop()!
  const at = 1 + (n % Math.max(1, slug.length - 2))
  const typo = [
    () => slug.slice(0, at) + slug.slice(at + 1), // a letter dropped
    () => slug.slice(0, at) + slug[at + 1] + slug[at] + slug.slice(at + 2), // two letters swapped
    () => slug.slice(0, at) + slug[at] + slug.slice(at), // a letter doubled
    () => `${slug}s`, // a plural
  ][n % 4]!()
  return [...parts, typo].join('/')
}

async function listOf(library: string, version: string) {
  const found = await docPage.pageListOf(library, version)
  if (found.kind !== 'list') throw new Error(`${library} ${version}: ${found.message}`)
  return found.list
}

describe('suggested pages on the corpus', () => {
  it('are right for at least 80 % of misspelled, moved and swapped URLs', async () => {
    const cases: Case[] = []
    for (const library of ['query', 'router', 'form']) {
      const list = await listOf(library, 'latest')
      const own = list.pages.filter((p) => !p.page.includes('/examples/') && p.page.split('/').at(-1)!.length >= 5)
      const pick = (count: number, offset: number) => own.filter((_, i) => i % Math.max(1, Math.floor(own.length / count)) === offset % 3).slice(0, count)
      // Misspelled: the page itself is the answer.
      pick(8, 0).forEach((p, n) => cases.push({ kind: 'typo', library, requested: misspell(p.page, n), expected: p.page }))
      // Moved: the page asked for one folder up (the folder dropped); answer when its last segment is unique.
      const slugCount = new Map<string, number>()
      for (const p of own) slugCount.set(`${p.framework}:${p.page.split('/').at(-1)}`, (slugCount.get(`${p.framework}:${p.page.split('/').at(-1)}`) ?? 0) + 1)
      own
        .filter((p) => p.page.split('/').length >= (p.framework ? 4 : 2) && slugCount.get(`${p.framework}:${p.page.split('/').at(-1)}`) === 1)
        .slice(0, 6)
        .forEach((p) => {
          const parts = p.page.split('/')
          cases.push({ kind: 'moved', library, requested: [...parts.slice(0, -2), parts.at(-1)].join('/'), expected: p.page })
        })
      // Moved and misspelled at once.
      own
        .filter((p) => p.page.split('/').length >= (p.framework ? 4 : 2) && slugCount.get(`${p.framework}:${p.page.split('/').at(-1)}`) === 1)
        .slice(6, 10)
        .forEach((p, n) => {
          const parts = p.page.split('/')
          cases.push({ kind: 'moved + typo', library, requested: misspell([...parts.slice(0, -2), parts.at(-1)].join('/'), n), expected: p.page })
        })
      // Framework swapped for one the docs lack: the same page of the library's first framework.
      const first = list.frameworks[0]!
      own
        .filter((p) => p.framework === first)
        .slice(0, 4)
        .forEach((p) => cases.push({ kind: 'framework', library, requested: p.page.replace(`framework/${first}/`, 'framework/ember/'), expected: p.page }))
    }
    // Old paths: Query v3 pages (no framework in their paths) asked for in the latest docs.
    const latest = await listOf('query', 'latest')
    const v3 = await listOf('query', 'v3')
    for (const p of v3.pages) {
      if (cases.filter((c) => c.kind === 'old path').length >= 10) break
      if (latest.byPage.has(p.page)) continue
      const expected = `framework/react/${p.page}`
      if (latest.byPage.has(expected)) cases.push({ kind: 'old path', library: 'query', requested: p.page, expected })
    }

    const results = await Promise.all(
      cases.map(async (c) => {
        const list = await listOf(c.library, 'latest')
        const got = suggest.suggestPage({ requested: c.requested, pages: list.pages, frameworks: list.frameworks })
        return { ...c, got: got?.page }
      }),
    )
    const right = results.filter((r) => r.got === r.expected)
    const byKind = new Map<string, { right: number; total: number }>()
    for (const r of results) {
      const kind = byKind.get(r.kind) ?? { right: 0, total: 0 }
      kind.total++
      if (r.got === r.expected) kind.right++
      byKind.set(r.kind, kind)
    }
    console.log(`404 suggestions on the corpus: ${right.length} of ${results.length} right (${((100 * right.length) / results.length).toFixed(1)} %)`)
    console.table([...byKind].map(([kind, k]) => ({ kind, right: k.right, total: k.total })))
    for (const wrong of results.filter((r) => r.got !== r.expected))
      console.log(`  ✗ ${wrong.library} ${wrong.requested} → ${wrong.got ?? '(none)'}, expected ${wrong.expected}`)
    expect(results.length).toBeGreaterThanOrEqual(50)
    expect(right.length / results.length).toBeGreaterThanOrEqual(0.8)
  }, 60_000)
})
