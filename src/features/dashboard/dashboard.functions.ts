import { createServerFn } from '@tanstack/react-start'
import { BadInputError } from '~/lib/validation'
import { requireAdmin } from '~/server/auth/middleware'
import { contentFreshness, SyncAlreadyRunningError, syncContentNow } from '~/server/dashboard/content'
import { DocsCheckRunningError, docsCheckRunning, lastDocsCheckRun, lastDocsChecks, startDocsCheck } from '~/server/health/docs-check'
import { storedSnippetChecks } from '~/server/dashboard/snippet-checks'
import { getSearchStatus, rebuildSearchIndex, SearchNotAvailableError } from '~/server/dashboard/search-status'
import { serverStatus } from '~/server/dashboard/server-status'
import { npmCacheStatus } from '~/server/dashboard/stats'
import { getSponsorsStatus } from '~/server/sponsors'

/** Everything the dashboard shows, loaded at navigation. Admins only. */
export const loadDashboardFn = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(async ({ context }) => {
    const [content, npm, search, docsChecks, snippets] = await Promise.all([
      contentFreshness(),
      npmCacheStatus(),
      getSearchStatus(),
      lastDocsChecks(),
      storedSnippetChecks(),
    ])
    return {
      admin: context.user.username ?? context.user.githubLogin ?? '',
      content,
      npm,
      sponsors: getSponsorsStatus(),
      server: serverStatus(),
      search,
      docsCheck: { runs: docsChecks, running: docsCheckRunning(), lastRun: lastDocsCheckRun(), snippets },
      at: new Date().toISOString(),
    }
  })

export type DashboardData = Awaited<ReturnType<typeof loadDashboardFn>>

/**
 * Runs an admin action. The refusal it may meet (`Refusal`: one run at a time, no search) reaches
 * the dashboard as a `status` answer with its message; other errors stay server errors.
 */
async function refusingWith<T>(Refusal: new (...args: never[]) => Error, status: number, action: () => T | Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof Refusal) throw new BadInputError(error.message, status)
    throw error
  }
}

/** Mirrors the content repositories now. Admins only; one run at a time. */
export const syncContentFn = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .handler(() => refusingWith(SyncAlreadyRunningError, 409, async () => ({ reports: await syncContentNow() })))

/** Rebuilds the search index. Admins only; 503 while the site has no search. */
export const rebuildSearchIndexFn = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .handler(() =>
    refusingWith(SearchNotAvailableError, 503, async () => {
      await rebuildSearchIndex()
      return { ok: true }
    }),
  )

/** Starts a docs check of every library in the background. Admins only; one run at a time (409). */
export const startDocsCheckFn = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .handler(() =>
    refusingWith(DocsCheckRunningError, 409, () => {
      startDocsCheck()
      return { started: true }
    }),
  )
