/**
 * Walks the docs the site serves: every library, every version the catalogue lists, every page
 * its docs config links to (framework pages for each framework), read through the docs service
 * — so the index holds exactly the pages that render, at the content identity they render from.
 */
import { libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { LATEST, resolveBranch } from '~/site/versions'
import { coreDocFile, docsBase, docsRootOf, frameworkDocFiles } from '~/lib/docs/paths'
import { buildSidebar, configFrameworks } from '~/lib/docs/sidebar'
import { currentContentId, loadDoc, loadDocsConfig } from '~/server/docs/service'
import { pageRecords, type SearchRecord } from './records'

export type DocTarget = { library: Library; version: string; branch: string }
export type PageTarget = DocTarget & {
  url: string
  /** The framework in the page's URL; null for a framework-neutral page. */
  framework: string | null
  /** The frameworks whose readers the page is for (see `SearchRecord.framework`). */
  frameworks: string[]
  files: string[]
}

/** The libraries indexed: all of them, or the ids listed (comma-separated) in `only`. */
export function searchLibraries(only?: string): Library[] {
  const ids = only?.split(',').map((s) => s.trim()).filter(Boolean)
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
    if (!seen.has(key)) seen.set(key, (await currentContentId(t.library.repo, t.branch).catch(() => undefined)) ?? '-')
  }
  return [...seen].map(([k, v]) => `${k}=${v}`).sort().join(';')
}

const frameworkInUrl = /\/docs\/framework\/([^/]+)\//

/** The pages a version's sidebar links to, for every framework it has pages for (deduplicated). */
export async function pageTargets(target: DocTarget): Promise<PageTarget[]> {
  const { library, version, branch } = target
  const config = await loadDocsConfig(library.repo, branch, docsRootOf(library)).catch(() => undefined)
  if (!config) return []
  const base = docsBase(library.id, version)
  const libraryFrameworks = [...new Set([...configFrameworks(config), ...library.frameworks])]
  const pages = new Map<string, PageTarget>()
  for (const framework of [undefined, ...libraryFrameworks]) {
    for (const section of buildSidebar(config, base, framework)) {
      for (const item of section.items) {
        if (item.external || !item.href.startsWith(`${base}/`) || item.href.includes('/examples/')) continue
        const url = item.href.replace(/[?#].*$/, '').replace(/\/+$/, '')
        if (pages.has(url)) continue
        const splat = url.slice(base.length + 1)
        const match = frameworkInUrl.exec(`${url}/`)
        if (match && splat.startsWith('framework/')) {
          const fw = match[1]!
          const files = frameworkDocFiles(library, fw, splat.slice(`framework/${fw}/`.length))
          pages.set(url, { ...target, url, framework: fw, frameworks: [fw], files: [files.filePath, files.fallbackPath] })
        } else {
          pages.set(url, { ...target, url, framework: null, frameworks: libraryFrameworks, files: [coreDocFile(library, splat)] })
        }
      }
    }
  }
  return [...pages.values()]
}

/** The records of one page, or none when the page does not render. */
export async function recordsOfPage(page: PageTarget): Promise<SearchRecord[]> {
  for (const file of page.files) {
    const doc = await loadDoc(page.library.repo, page.branch, file).catch(() => undefined)
    if (!doc) continue
    return pageRecords({
      libraryName: page.library.name,
      libraryId: page.library.id,
      version: page.version,
      frameworks: page.frameworks,
      url: page.url,
      title: doc.title,
      html: doc.html,
    })
  }
  return []
}

export type Progress = (done: number, total: number) => void

/** Every record of the given targets; pages are rendered a few at a time. */
export async function crawl(targets: DocTarget[], onProgress?: Progress): Promise<SearchRecord[]> {
  const pages = (await Promise.all(targets.map(pageTargets))).flat()
  const records: SearchRecord[] = []
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!
      records.push(...(await recordsOfPage(page)))
      onProgress?.(++done, pages.length)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  records.sort((a, b) => a.url.localeCompare(b.url))
  return records
}
