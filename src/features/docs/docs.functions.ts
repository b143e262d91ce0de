import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { DocsConfigError } from '~/lib/docs/config-schema'
import { BadInputError, validInput } from '~/lib/validation'
import { ContentUnavailableError } from '~/server/content/types'
import { isCatalogueRepo, libraryForDocFile } from '~/server/docs/library-of'
import { loadDoc, loadDocsConfig } from '~/server/docs/service'
import { unavailableDoc } from '~/server/docs/unavailable'

// SPEC §5: a doc fetch needs a branch and a doc path.
const branchField = z.string({ error: 'Invalid branch' }).trim().min(1, 'Invalid branch').max(200, 'Invalid branch')
const docPathField = z.string({ error: 'Invalid docPath' }).trim().min(1, 'Invalid docPath').max(500, 'Invalid docPath')
const repoField = z.string().refine(isCatalogueRepo, 'Unknown repository')

function cdnCache() {
  setResponseHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  setResponseHeader('CDN-Cache-Control', 'public, max-age=300, stale-while-revalidate=60')
}

export const fetchDocsConfigFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ repo: repoField, branch: branchField, docsRoot: docPathField })))
  .handler(async ({ data }) => {
    cdnCache()
    try {
      return { config: (await loadDocsConfig(data.repo, data.branch, data.docsRoot)) ?? null, problem: null }
    } catch (error) {
      // A broken config.json must not take the docs down: pages still render, with a notice.
      if (error instanceof DocsConfigError) return { config: null, problem: error.message }
      if (error instanceof ContentUnavailableError) return { config: null, problem: 'The docs navigation could not be read from its source just now.' }
      throw error
    }
  })

export const fetchDocFn = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      z.object({
        repo: repoField,
        branch: branchField,
        filePath: docPathField,
        /** Tried when `filePath` does not exist (framework pages of framework-agnostic docs). */
        fallbackPath: docPathField.optional(),
      }),
    ),
  )
  .handler(async ({ data }) => {
    for (const path of [data.filePath, data.fallbackPath]) {
      if (!path) continue
      if (!path.endsWith('.md') || !libraryForDocFile(data.repo, path)) throw new BadInputError('Invalid docPath')
    }
    try {
      const doc = (await loadDoc(data.repo, data.branch, data.filePath)) ?? (data.fallbackPath ? await loadDoc(data.repo, data.branch, data.fallbackPath) : undefined)
      cdnCache()
      return doc ?? null
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error
      console.warn(`[docs] ${error.message}`)
      setResponseHeader('Cache-Control', 'no-store')
      return unavailableDoc(data.repo, data.branch, data.filePath)
    }
  })
