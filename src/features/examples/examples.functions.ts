import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { EXAMPLES_STALE_TIME } from '~/lib/examples/search'
import { validInput } from '~/lib/validation'
import { ContentUnavailableError } from '~/server/content/types'
import { isCatalogueRepo } from '~/server/docs/library-of'
import { loadExampleFile, loadExampleTree } from '~/server/examples/service'

const repoField = z.string().refine(isCatalogueRepo, 'Unknown repository')
const branchField = z.string({ error: 'Invalid branch' }).trim().min(1, 'Invalid branch').max(200, 'Invalid branch')
const pathField = z.string({ error: 'Invalid path' }).trim().min(1, 'Invalid path').max(500, 'Invalid path')

function cdnCache() {
  setResponseHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  setResponseHeader('CDN-Cache-Control', 'public, max-age=300, stale-while-revalidate=60')
}

/** SPEC §7 "Repo directory contents": the tree under `startingPath` (inside examples/), or null. */
export const fetchRepoDirectoryContentsFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ repo: repoField, branch: branchField, startingPath: pathField })))
  .handler(async ({ data }) => {
    try {
      const tree = await loadExampleTree(data.repo, data.branch, data.startingPath)
      cdnCache()
      return tree ? { tree: tree.tree, truncated: tree.truncated, unavailable: false } : null
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error
      console.warn(`[examples] ${error.message}`)
      setResponseHeader('Cache-Control', 'no-store')
      return { tree: [], truncated: false, unavailable: true }
    }
  })

/** SPEC §7 "Single file contents": one file under examples/, highlighted, or null. */
export const fetchFileContentsFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ repo: repoField, branch: branchField, filePath: pathField })))
  .handler(async ({ data }) => {
    try {
      const file = await loadExampleFile(data.repo, data.branch, data.filePath)
      cdnCache()
      return file ?? null
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error
      setResponseHeader('Cache-Control', 'no-store')
      return null
    }
  })

export const exampleTreeQuery = (repo: string, branch: string, startingPath: string) =>
  queryOptions({
    queryKey: ['example-tree', repo, branch, startingPath],
    queryFn: () => fetchRepoDirectoryContentsFn({ data: { repo, branch, startingPath } }),
    staleTime: EXAMPLES_STALE_TIME,
  })

export const exampleFileQuery = (repo: string, branch: string, filePath: string) =>
  queryOptions({
    queryKey: ['example-file', repo, branch, filePath],
    queryFn: () => fetchFileContentsFn({ data: { repo, branch, filePath } }),
    staleTime: EXAMPLES_STALE_TIME,
  })
