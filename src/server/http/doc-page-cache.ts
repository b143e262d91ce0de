import { currentContentId } from '~/server/docs/service'
import { findLibrary } from '~/site/libraries'
import { isKnownVersion, resolveBranch } from '~/site/versions'
import { PageCache, cacheableDocPage, pageCacheKey } from './page-cache'

const pageCache = new PageCache({ max: 1000, ttlMs: 60_000 })

/**
 * Serves a warm doc page from the page cache, rendering (and storing) it when cold. `nonce` is
 * this response's CSP nonce: `render` renders with it, and a cached page is served with it.
 */
export async function withDocPageCache(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
  const page = cacheableDocPage(request)
  const library = page ? findLibrary(page.libraryId) : undefined
  if (!page || !library || !isKnownVersion(library, page.version)) return render()
  let contentId: string | undefined
  try {
    contentId = await currentContentId(library.repo, resolveBranch(library, page.version))
  } catch {
    contentId = undefined
  }
  if (!contentId) return render()
  const key = pageCacheKey(request, `${library.repo}@${contentId}`)
  return pageCache.get(key, nonce, request) ?? pageCache.store(key, await render(), nonce)
}
