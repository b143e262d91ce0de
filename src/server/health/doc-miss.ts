/**
 * The one missing-page policy: what a doc route answers for a page its version does not have
 * (`getDocPage`'s `missing` result). In order: the admin's permanent redirect for the path; a
 * 404 offering the nearest page ("Did you mean …?"); the version's default doc, which names the
 * page asked for (`?missing=`); else a 404 saying what is not there. Every miss is counted.
 */
import type { DocMiss } from '~/server/docs/doc-page'
import { latestMajorOf, missingFrameworkMessage } from '~/server/docs/doc-page'
import { pageKeyOfHref } from '~/lib/docs/address'
import { findPage } from '~/lib/docs/page-list'
import { requestedPageName, suggestionLabel } from '~/lib/docs/suggestion-label'
import type { LoadedPageList } from '~/server/content/page-list'
import { snapshotOf } from '~/server/content/snapshot'
import { parseFrontMatter } from '~/server/markdown/front-matter'
import { frameworkLabel } from '~/site/frameworks'
import { versionName } from '~/site/versions'
import { chargeWork } from '~/server/http/work-scheduler'
import { answerDocMiss } from './service'

export type MissingPageAnswer =
  /**
   * To the version's default doc, which names the page asked for; with a `reason`, elsewhere:
   * an admin's permanent redirect (`moved`), or the default doc for a page that failed to render.
   */
  | { kind: 'redirect'; href: string; reason?: 'moved' | 'failed' }
  /** `suggestion`: the nearest page, named as readers know it (its title and framework). */
  | { kind: 'not-found'; message: string; suggestion?: { href: string; label: string } }

/** The title a page's front matter gives, else its first heading; undefined when its file cannot be read. */
async function pageTitle(list: LoadedPageList, file: string): Promise<string | undefined> {
  const text = await snapshotOf(list)
    .readText(file)
    .catch(() => undefined)
  if (text === undefined) return undefined
  try {
    const { data, content } = parseFrontMatter(text)
    if (typeof data.title === 'string' && data.title.trim()) return data.title.trim()
    return /^#\s+(.+)$/m.exec(content)?.[1]?.trim()
  } catch {
    return /^#\s+(.+)$/m.exec(text)?.[1]?.trim()
  }
}

/** "Sorting · React" for a suggested `/{library}/{version}/docs/framework/react/guide/sorting`. */
async function labelOfSuggestion(list: LoadedPageList, href: string): Promise<string> {
  const page = pageKeyOfHref(href) ?? href
  const entry = findPage(list, page)
  const title = entry ? await pageTitle(list, entry.file) : undefined
  const framework = entry?.framework ?? requestedPageName(page).framework
  return suggestionLabel({ title, page, frameworkLabel: framework ? frameworkLabel(framework) : undefined })
}

/**
 * The answer to a missing page, with docs health's say. It is expensive work of the reader's
 * client — "Did you mean" measured against the version's page list and the search index, a title
 * read from git, a row to write — so it takes a fair turn like a render, and a client sending
 * unique missed URLs from many addresses is shared and refused like any other (`WorkRefused` when
 * the server is saturated).
 */
export function answerMissingPage(miss: DocMiss, referer: string | null | undefined): Promise<MissingPageAnswer> {
  return chargeWork(() => missingPageAnswer(miss, referer), { kind: 'miss' })
}

async function missingPageAnswer(miss: DocMiss, referer: string | null | undefined): Promise<MissingPageAnswer> {
  const { library, version, list, page } = miss
  const answer = await answerDocMiss({ libraryId: library.id, version, page }, referer)
  if ('redirect' in answer) return { kind: 'redirect', href: answer.redirect, reason: 'moved' }
  const suggestion = answer.suggestion ? await suggestionOf(list, answer.suggestion) : undefined
  if (miss.frameworkMissing)
    return { kind: 'not-found', message: missingFrameworkMessage(library, version, miss.frameworkMissing), ...(suggestion ? { suggestion } : {}) }
  if (!suggestion && miss.defaultHref) return { kind: 'redirect', href: miss.defaultHref }
  const named = versionName(version, await latestMajorOf(library, { version, list }))
  if (!suggestion) return { kind: 'not-found', message: `The ${library.name} ${named} docs have no page “${page}”.` }
  const asked = requestedPageName(page)
  const where = asked.framework ? ` for ${frameworkLabel(asked.framework)}` : ''
  return { kind: 'not-found', message: `The ${library.name} ${named} docs have no page “${asked.page}”${where}.`, suggestion }
}

async function suggestionOf(list: LoadedPageList, href: string): Promise<{ href: string; label: string }> {
  return { href, label: await labelOfSuggestion(list, href) }
}
