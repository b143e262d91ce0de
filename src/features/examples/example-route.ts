import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { filePathInExample, isValidExampleName } from '~/lib/examples/paths'
import { candidateFiles, chooseStartingFile } from '~/lib/examples/starting-file'
import { flattenFiles } from '~/lib/examples/tree'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'
import { exampleFileQuery, exampleTreeQuery } from './examples.functions'

export const EXAMPLE_UNAVAILABLE_NOTICE = 'This example could not be read from its source just now. Please try again in a moment.'

export type ExampleLoaderData = {
  root: string
  branch: string
  /** The file shown, relative to the example folder. */
  current: string
  /** The `path` asked for when it was not a file of the example (the starting file is shown). */
  ignoredPath?: string
}

/**
 * Loads an example's tree and the file to show into the query cache: the `path` asked for when
 * it is a file of the example, else the starting file (SPEC §4). A missing example is a 404.
 */
export async function loadExample(options: {
  queryClient: QueryClient
  libraryId: string
  version: string
  framework: string
  name: string
  path?: string
}): Promise<ExampleLoaderData> {
  const { queryClient, path, ...example } = options
  const library = getLibrary(example.libraryId)
  const missing = () => notFound({ data: { message: `${library.name} has no ${frameworkLabel(example.framework)} example named "${example.name}".` } })
  if (!isValidExampleName(example.name)) throw missing()
  const treeQuery = exampleTreeQuery(example)
  const listing = await queryClient.ensureQueryData(treeQuery)
  if (listing?.unavailable) {
    // Asked again on the next visit, not kept for the query's stale time.
    queryClient.removeQueries({ queryKey: treeQuery.queryKey })
    throw notFound({ data: { message: EXAMPLE_UNAVAILABLE_NOTICE } })
  }
  if (!listing || flattenFiles(listing.tree).length === 0) throw missing()
  const { root, branch } = listing
  const files = flattenFiles(listing.tree).map((node) => node.path.slice(root.length + 1))
  const requested = filePathInExample(path, root)
  const current =
    requested && files.includes(requested)
      ? requested
      : chooseStartingFile(candidateFiles(listing.tree, root), { libraryId: library.id, framework: example.framework, defaultPath: files[0] ?? 'README.md' })
  await queryClient.ensureQueryData(exampleFileQuery(example, current))
  return { root, branch, current, ignoredPath: path !== undefined && current !== requested ? path : undefined }
}
