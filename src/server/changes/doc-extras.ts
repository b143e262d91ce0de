/** What the "what changed" features add to a doc page: its history, and its comparison when one is asked for. */
import { pageKeyOf } from '~/lib/docs/address'
import { findPage } from '~/lib/docs/page-list'
import { pageListOf, type DocIdentity } from '~/server/docs/doc-page'
import { ContentUnavailableError } from '~/server/content/types'
import { compareDocPage, type DocComparison } from './compare'
import { pageHistory, type PageHistory } from './history'

export type DocExtras = { history: PageHistory | null; comparison: DocComparison | null }

async function historyOf(identity: DocIdentity): Promise<PageHistory | null> {
  const found = await pageListOf(identity.libraryId, identity.version)
  if (found.kind !== 'list') return null
  const entry = findPage(found.list, pageKeyOf(identity))
  if (!entry) return null
  try {
    return (await pageHistory(found.list, entry.file)) ?? null
  } catch (error) {
    // The date is a nicety: a history that cannot be read leaves it out.
    console.warn(`[docs] history of ${found.list.repo}: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

export async function docExtras(identity: DocIdentity, compare: string | undefined): Promise<DocExtras> {
  try {
    const [history, comparison] = await Promise.all([historyOf(identity), compare ? compareDocPage(identity, compare) : undefined])
    return { history, comparison: comparison ?? null }
  } catch (error) {
    if (error instanceof ContentUnavailableError) return { history: null, comparison: null }
    throw error
  }
}
