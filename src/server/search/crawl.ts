/**
 * Walks the docs the site serves: every library, every version the catalogue lists, every page
 * of its page list (the one the routes serve from), rendered by the docs service — so the index
 * holds exactly the pages that render, at the content identity they render from.
 */
import { libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { LATEST, resolveBranch } from '~/site/versions'
import type { DocPageEntry } from '~/lib/docs/page-list'
import { docsBase } from '~/lib/docs/address'
import { loadPageList, type LoadedPageList } from '~/server/content/page-list'
import { snapshot } from '~/server/content/snapshot'
import { renderDocPageText } from '~/server/docs/service'
import { outsideWorkScope } from '~/server/http/work-scheduler'
import { pageRecords, type SearchRecord } from './records'

export type DocTarget = { library: Library; version: string; branch: string }
export type PageTarget = DocTarget & {
  url: string
  /** The framework in the page's URL; null for a framework-neutral page. */
  framework: string | null
  /** The frameworks whose readers the page is for (see `SearchRecord.framework`). */
  frameworks: string[]
  list: LoadedPageList
  entry: DocPageEntry
}

/** The libraries indexed: all of them, or the ids listed (comma-separated) in `only`. */
export function searchLibraries(only?: string): Library[] {
  const ids = only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return ids?.length ? libraries.filter((l) => ids.includes(l.id)) : libraries
}

/** Every (library, version) the catalogue offers; `latest` stands for the latest version. */
export function docTargets(list: Library[]): DocTarget[] {
  return list.flatMap((library) => {
    const versions = [LATEST, ...library.availableVersions.filter((v) => v !== library.latestVersion)]
    return versions.map((version) => ({ library, version, branch: resolveBranch(library, version) }))
  })
}

/** The content identities of every target, joined: when it changes, the index is stale. */
export async function contentFingerprint(targets: DocTarget[]): Promise<string> {
  const seen = new Map<string, string>()
  for (const t of targets) {
    const key = `${t.library.repo}@${t.branch}`
    if (!seen.has(key)) seen.set(key, (await snapshot(t.library.repo, t.branch).catch(() => undefined))?.id ?? '-')
  }
  return [...seen]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join(';')
}

/** Every page of a version's page list. */
export async function pageTargets(target: DocTarget): Promise<PageTarget[]> {
  const { library, version } = target
  const list = await loadPageList(library, version).catch(() => undefined)
  if (!list) return []
  const base = docsBase(library.id, version)
  return list.pages.map((entry) => ({
    ...target,
    url: `${base}/${entry.page}`,
    framework: entry.framework,
    frameworks: entry.framework ? [entry.framework] : list.frameworks,
    list,
    entry,
  }))
}

/** The records of one page, or none when the page does not render. */
export async function recordsOfPage(page: PageTarget): Promise<SearchRecord[]> {
  // Indexing is the site's own job: never charged to (or refused for) a reader whose visit started it.
  const doc = await outsideWorkScope(() => renderDocPageText(page.library, page.version, page.list, page.entry)).catch(() => undefined)
  if (!doc) return []
  return pageRecords({
    libraryName: page.library.name,
    libraryId: page.library.id,
    version: page.version,
    frameworks: page.frameworks,
    url: page.url,
    title: doc.title,
    tree: doc.tree,
  })
}

export type Progress = (done: number, total: number) => void

/** Pages rendered at once while crawling: rendering is CPU work, more would only hold more memory. */
const CONCURRENCY = 2

/**
 * The records of the given targets as they are made, page after page (a few pages rendered at
 * a time), so a caller can index and write them without holding them all.
 */
export async function* crawlRecords(targets: DocTarget[], onProgress?: Progress): AsyncGenerator<SearchRecord> {
  yield* recordsOfPages(await allPages(targets), onProgress)
}

/** Every page of the targets, in page-list order (the same order for the same commits). */
export async function allPages(targets: DocTarget[]): Promise<PageTarget[]> {
  return (await Promise.all(targets.map(pageTargets))).flat()
}

/** The records of the given pages as they are made (a few pages rendered at a time). */
export async function* recordsOfPages(pages: PageTarget[], onProgress?: Progress): AsyncGenerator<SearchRecord> {
  let next = 0
  let done = 0
  const running = new Map<number, Promise<{ slot: number; records: SearchRecord[] }>>()
  const start = (slot: number) => {
    const page = pages[next++]!
    running.set(
      slot,
      recordsOfPage(page).then((records) => ({ slot, records })),
    )
  }
  for (let slot = 0; slot < CONCURRENCY && next < pages.length; slot++) start(slot)
  while (running.size) {
    const { slot, records } = await Promise.race(running.values())
    running.delete(slot)
    if (next < pages.length) start(slot)
    onProgress?.(++done, pages.length)
    yield* records
  }
}

/** Every record of the given targets, in URL order. */
export async function crawl(targets: DocTarget[], onProgress?: Progress): Promise<SearchRecord[]> {
  const records: SearchRecord[] = []
  for await (const record of crawlRecords(targets, onProgress)) records.push(record)
  records.sort((a, b) => a.url.localeCompare(b.url))
  return records
}
