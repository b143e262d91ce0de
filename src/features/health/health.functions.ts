import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { BadInputError, validInput } from '~/lib/validation'
import { requireAdmin } from '~/server/auth/middleware'
import { adminName, createRedirect, RedirectError, redirectInput, removeRedirect } from '~/server/health/admin'
import { docsHealthReport, sinceOf, UnknownLibraryError } from '~/server/health/report'

const periods = ['24h', '7d', '30d', '90d'] as const

/** One library's docs health for the dashboard page. Admins only. */
export const loadDocsHealthFn = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validInput(z.object({ libraryId: z.string().trim().min(1).max(40), since: z.enum(periods).default('7d') })))
  .handler(async ({ data }) => {
    try {
      return await docsHealthReport(data.libraryId, sinceOf(data.since))
    } catch (error) {
      if (error instanceof UnknownLibraryError) throw new BadInputError(error.message, 404)
      throw error
    }
  })

/** Turns a missed doc URL into a permanent redirect, served by every instance at once. Admins only. */
export const createDocRedirectFn = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validInput(redirectInput))
  .handler(async ({ data, context }) => {
    try {
      return await createRedirect(data, adminName(context.user))
    } catch (error) {
      if (error instanceof RedirectError) throw new BadInputError(error.message, 400)
      throw error
    }
  })

/** Removes a redirect. Admins only. */
export const deleteDocRedirectFn = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validInput(z.object({ fromPath: z.string().trim().min(1).max(400) })))
  .handler(async ({ data }) => {
    await removeRedirect(data.fromPath)
    return { ok: true }
  })

export type DocsHealthData = Awaited<ReturnType<typeof loadDocsHealthFn>>
export const healthPeriods = periods
