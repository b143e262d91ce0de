import { currentContentId } from '~/server/docs/service'
import { findLibrary } from '~/site/libraries'
import { isKnownVersion, resolveBranch } from '~/site/versions'
import { PageCache, cacheableDocPage, pageCacheKey } from './page-cache'

const pageCache = new PageCache({ max: 1000, ttlMs: 60_000 })

/**
 * Serves a warm doc page from the page cache, rendering (and storing) it when cold. `nonce` is
 * this response's CSP nonce: `render` renders with it, and a cached page is served with it.
 * A page from the cache is complete, `hitHeaders()` included, and is sent as it is (`fromCache`).
 */
export async function withDocPageCache(
  request: Request,
  nonce: string,
  render: () => Promise<Response>,
  hitHeaders: () => [string, string][],
): Promise<{ response: Response; fromCache: boolean }> {
  const page = cacheableDocPage(request)
  const library = page ? findLibrary(page.libraryId) : undefined
  if (!page || !library || !isKnownVersion(library, page.version)) return { response: await render(), fromCache: false }
  let contentId: string | undefined
  try {
    contentId = await currentContentId(library.repo, resolveBranch(library, page.version))
  } catch {
    contentId = undefined
  }
  if (!contentId) return { response: await render(), fromCache: false }
  const key = pageCacheKey(request, `${library.repo}@${contentId}`)
  const hit = pageCache.get(key, nonce, request, hitHeaders())
  if (hit) return { response: hit, fromCache: true }
  return { response: await pageCache.store(key, await render(), nonce), fromCache: false }
}
