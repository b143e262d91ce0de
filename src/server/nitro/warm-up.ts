import { definePlugin } from 'nitro'

/**
 * The application bundle is loaded on the first request. One internal request right after the
 * start loads it, so the first reader does not pay for it and work the app starts on load (the
 * search index) begins at once instead of with the first visit.
 */
export default definePlugin((nitroApp) => {
  setTimeout(() => {
    Promise.resolve(nitroApp.fetch(new Request('http://localhost/robots.txt')))
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => console.error('[start] warm-up request failed:', error instanceof Error ? error.message : error))
  }, 0).unref()
})
