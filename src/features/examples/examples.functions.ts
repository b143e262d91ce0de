import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { isValidExampleName } from '~/lib/examples/paths'
import { validInput } from '~/lib/validation'
import { ContentUnavailableError } from '~/server/content/types'
import { cacheServerFnAnswer } from '~/server/http/server-fn-cache'
import { defaultExampleHref, pageListOf } from '~/server/docs/doc-page'
import { getExampleFile, getExampleTree } from '~/server/examples/example-identity'

const identity = z.object({
  libraryId: z.string().trim().min(1, 'Library is required').max(40),
  version: z.string({ error: 'Invalid branch' }).trim().min(1, 'Invalid branch').max(100, 'Invalid branch'),
  framework: z.string().trim().min(1).max(60),
  name: z.string().refine(isValidExampleName, 'Invalid example name'),
})
const pathField = z.string({ error: 'Invalid path' }).trim().min(1, 'Invalid path').max(500, 'Invalid path')

/** SPEC §7 "Repo directory contents": the tree of an example, or null when there is no such example. */
export const getExampleTreeFn = createServerFn({ method: 'GET' })
  .validator(validInput(identity))
  .handler(async ({ data }) => {
    try {
      const tree = await getExampleTree(data)
      cacheServerFnAnswer(true)
      return tree ? { root: tree.root, branch: tree.branch, tree: tree.tree, truncated: tree.truncated, unavailable: false } : null
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error
      console.warn(`[examples] ${error.message}`)
      cacheServerFnAnswer(false)
      return { root: '', branch: '', tree: [], truncated: false, unavailable: true }
    }
  })

/** SPEC §7 "Single file contents": one file of an example, by its path inside the example, or null. */
export const getExampleFileFn = createServerFn({ method: 'GET' })
  .validator(validInput(identity.extend({ path: pathField })))
  .handler(async ({ data }) => {
    try {
      const file = await getExampleFile(data)
      cacheServerFnAnswer(true)
      return file ?? null
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error
      cacheServerFnAnswer(false)
      return null
    }
  })

/** Where an Examples link for a framework leads: its default example, else the library's; null without examples. */
export const getDefaultExampleFn = createServerFn({ method: 'GET' })
  .validator(validInput(identity.omit({ name: true })))
  .handler(async ({ data }) => {
    const found = await pageListOf(data.libraryId, data.version)
    if (found.kind === 'not-found') return null
    cacheServerFnAnswer(true)
    return defaultExampleHref(found.library, data.version, found.list, data.framework) ?? null
  })
