import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/lib/validation'
import { cacheServerFnAnswer } from '~/server/http/server-fn-cache'
import { WorkRefused } from '~/server/http/work-scheduler'
import { docExtras } from '~/server/changes/doc-extras'
import { sidebarMarks } from '~/server/changes/marks'
import { apiChangesOf } from '~/server/changes/api-changes'

const identity = z.object({
  libraryId: z.string().trim().min(1).max(40),
  version: z.string().trim().min(1).max(100),
  framework: z.string().trim().min(1).max(60).optional(),
  page: z.string().trim().min(1).max(500),
  compare: z.string().trim().min(1).max(100).optional(),
})

/** A doc page's history ("Last updated"), and its comparison with another version for `?compare=`. */
export const getDocExtrasFn = createServerFn({ method: 'GET' })
  .validator(validInput(identity))
  .handler(async ({ data }) => {
    const { compare, ...page } = data
    try {
      const extras = await docExtras(page, compare)
      cacheServerFnAnswer(true)
      return { ...extras, busy: false, retryAfterSeconds: 0 }
    } catch (error) {
      // A comparison renders the other version's page, which a saturated server may refuse now.
      if (!(error instanceof WorkRefused)) throw error
      cacheServerFnAnswer(false)
      return { history: null, comparison: null, busy: true, retryAfterSeconds: error.retryAfterSeconds }
    }
  })

/** The "New" and "Updated" marks of a version's sidebar, by link. */
export const getSidebarMarksFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ libraryId: z.string().trim().min(1).max(40), version: z.string().trim().min(1).max(100) })))
  .handler(async ({ data }) => {
    const marks = await sidebarMarks(data.libraryId, data.version).catch((error: unknown) => {
      // Marks are a nicety: without them the sidebar is still whole.
      console.warn(`[docs] marks of ${data.libraryId} ${data.version}: ${error instanceof Error ? error.message : String(error)}`)
      return {}
    })
    cacheServerFnAnswer(true)
    return marks
  })

/** Renamed, removed and added API names between two majors (the changes page). */
export const getApiChangesFn = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      z.object({ libraryId: z.string().trim().min(1).max(40), version: z.string().trim().min(1).max(40), from: z.string().trim().min(1).max(40).optional() }),
    ),
  )
  .handler(async ({ data }) => {
    const answer = await apiChangesOf(data.libraryId, data.version, data.from)
    cacheServerFnAnswer(true)
    return answer ?? null
  })
