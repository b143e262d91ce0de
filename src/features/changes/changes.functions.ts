import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/lib/validation'
import { cacheServerFnAnswer } from '~/server/http/server-fn-cache'
import { docExtras } from '~/server/changes/doc-extras'

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
    const extras = await docExtras(page, compare)
    cacheServerFnAnswer(true)
    return extras
  })
