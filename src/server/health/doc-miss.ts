/**
 * What a doc route answers for a page its version does not have, once docs health has had its
 * say: the admin's permanent redirect for the path, or a 404 offering the nearest page ("Did you
 * mean …?"), or — when nothing is close — the route's own answer (the version's default doc).
 */
import type { DocIdentity, DocPageResult } from '~/server/docs/doc-page'
import { pageListOf } from '~/server/docs/doc-page'
import { normalizePage } from '~/lib/docs/page-list'
import { answerDocMiss } from './service'

export type MissAwareResult = DocPageResult | { kind: 'moved'; href: string } | { kind: 'not-found'; message: string; suggestion: string }

export async function withMissAnswer(identity: DocIdentity, result: DocPageResult, referer: string | null | undefined): Promise<MissAwareResult> {
  // A page that is there but failed to render is not a reader's miss.
  if (result.kind === 'doc' || (result.kind === 'redirect' && result.failed)) return result
  // Only pages of a library and version that exist are misses under its docs.
  const found = await pageListOf(identity.libraryId, identity.version).catch(() => undefined)
  if (!found || found.kind === 'not-found') return result
  const page = normalizePage(identity.page)
  const requested = identity.framework ? `framework/${identity.framework}/${page}` : page
  const answer = await answerDocMiss({ libraryId: found.library.id, version: identity.version, page: requested }, referer)
  if ('redirect' in answer) return { kind: 'moved', href: answer.redirect }
  if (!answer.suggestion) return result
  // A not-found already says why (a framework the library lacks); a redirect to the overview becomes a 404 that names the page.
  const message = result.kind === 'not-found' ? result.message : `The ${found.library.name} docs for ${identity.version} have no page "${requested}".`
  return { kind: 'not-found', message, suggestion: answer.suggestion }
}
