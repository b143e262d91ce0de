/**
 * What a doc route answers for a page its version does not have, once docs health has had its
 * say: the admin's permanent redirect for the path, or a 404 offering the nearest page ("Did you
 * mean …?"), or — when nothing is close — the route's own answer (the version's default doc).
 */
import type { DocIdentity, DocPageResult } from '~/server/docs/doc-page'
import { latestMajorOf, pageListOf } from '~/server/docs/doc-page'
import { findPage, normalizePage } from '~/lib/docs/page-list'
import { requestedPageName, suggestionLabel } from '~/lib/docs/suggestion-label'
import type { LoadedPageList } from '~/server/docs/page-list'
import { snapshotOf } from '~/server/content/snapshot'
import { parseFrontMatter } from '~/server/markdown/front-matter'
import { frameworkLabel } from '~/site/frameworks'
import { versionName } from '~/site/versions'
import { chargeWork } from '~/server/http/work-scheduler'
import { answerDocMiss } from './service'

export type MissAwareResult =
  | DocPageResult
  | { kind: 'moved'; href: string }
  /** `suggestionLabel` names the suggested page as readers know it: its title and framework. */
  | { kind: 'not-found'; message: string; suggestion: string; suggestionLabel: string }

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
  const page = href.replace(/^\/[^/]+\/[^/]+\/docs\//, '').split(/[?#]/)[0]!
  const entry = findPage(list, page)
  const title = entry ? await pageTitle(list, entry.file) : undefined
  const framework = entry?.framework ?? requestedPageName(page).framework
  return suggestionLabel({ title, page, frameworkLabel: framework ? frameworkLabel(framework) : undefined })
}

/**
 * A doc page's answer with docs health's say on a miss. The miss is expensive work of the
 * reader's client — "Did you mean" measured against the version's page list and the search
 * index, a title read from git, a row to write — so it takes a fair turn like a render, and a
 * client sending unique missed URLs from many addresses is shared and refused like any other
 * (`WorkRefused` when the server is saturated).
 */
export async function withMissAnswer(identity: DocIdentity, result: DocPageResult, referer: string | null | undefined): Promise<MissAwareResult> {
  // A page that is there but failed to render is not a reader's miss.
  if (result.kind === 'doc' || (result.kind === 'redirect' && result.failed)) return result
  return chargeWork(() => missAnswer(identity, result, referer), { kind: 'miss' })
}

async function missAnswer(identity: DocIdentity, result: Exclude<DocPageResult, { kind: 'doc' }>, referer: string | null | undefined): Promise<MissAwareResult> {
  // Only pages of a library and version that exist are misses under its docs.
  const found = await pageListOf(identity.libraryId, identity.version).catch(() => undefined)
  if (!found || found.kind === 'not-found') return result
  const page = normalizePage(identity.page)
  const requested = identity.framework ? `framework/${identity.framework}/${page}` : page
  const answer = await answerDocMiss({ libraryId: found.library.id, version: identity.version, page: requested }, referer)
  if ('redirect' in answer) return { kind: 'moved', href: answer.redirect }
  if (!answer.suggestion) return result
  // A not-found already says why (a framework the library lacks); a redirect to the overview becomes a 404 that names the page.
  const version = versionName(identity.version, await latestMajorOf(found.library, { version: identity.version, list: found.list }))
  const named = requestedPageName(requested)
  const where = named.framework ? ` for ${frameworkLabel(named.framework)}` : ''
  const message = result.kind === 'not-found' ? result.message : `The ${found.library.name} ${version} docs have no page “${named.page}”${where}.`
  return { kind: 'not-found', message, suggestion: answer.suggestion, suggestionLabel: await labelOfSuggestion(found.list, answer.suggestion) }
}
