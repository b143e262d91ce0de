import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/lib/validation'
import { cacheServerFnAnswer } from '~/server/http/server-fn-cache'
import { compareDocPage } from '~/server/changes/compare'

const identity = z.object({
  libraryId: z.string().trim().min(1).max(40),
  version: z.string().trim().min(1).max(100),
  framework: z.string().trim().min(1).max(60).optional(),
  page: z.string().trim().min(1).max(500),
  compare: z.string().trim().min(1).max(100),
})

/** A doc page compared with the same page of another version (`?compare=`). */
export const getDocComparisonFn = createServerFn({ method: 'GET' })
  .validator(validInput(identity))
  .handler(async ({ data }) => {
    const { compare, ...page } = data
    const comparison = await compareDocPage(page, compare)
    cacheServerFnAnswer(true)
    return comparison ?? null
  })
