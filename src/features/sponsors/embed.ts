/**
 * HTTP caching of the sponsors widget (SPEC §9): browsers keep it 5 minutes, shared caches an
 * hour, and a cache may serve a stale copy for a day while it fetches a fresh one.
 */
export const SPONSORS_EMBED_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'
