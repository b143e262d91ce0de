import { notFound, redirect } from '@tanstack/react-router'
import { libraryNotFound } from '~/features/docs/library-not-found'
import { inPageHtml, type HtmlSource } from '~/lib/in-page-html'
import type { ExampleNode } from '~/lib/examples/tree'
import { filePathInExample, isValidExampleName } from '~/lib/examples/paths'
import { candidateFiles, chooseStartingFile } from '~/lib/examples/starting-file'
import { flattenFiles } from '~/lib/examples/tree'
import { frameworkLabel } from '~/site/frameworks'
import { getLibrary } from '~/site/libraries'
import { getDefaultExampleFn, getExampleFileFn, getExampleTreeFn } from './examples.functions'

export const EXAMPLE_UNAVAILABLE_NOTICE = 'This example could not be read from its source just now. Please try again in a moment.'

type Tree = NonNullable<Awaited<ReturnType<typeof getExampleTreeFn>>>
type ReadFile = Awaited<ReturnType<typeof getExampleFileFn>>
type ExampleFileData = (Omit<Extract<NonNullable<ReadFile>, { kind: 'text' }>, 'html'> & { html: HtmlSource }) | Exclude<ReadFile, { kind: 'text' }>

export type ExampleLoaderData = {
  root: string
  branch: string
  tree: ExampleNode[]
  truncated: boolean
  /** The file shown, relative to the example folder. */
  current: string
  file: ExampleFileData
  /** The `path` asked for when it was not a file of the example (the starting file is shown). */
  ignoredPath?: string
}

/** Trees read in this tab, by example: choosing another file of an example does not read its tree again. */
const trees = new Map<string, Promise<Tree | null>>()

function treeOf(example: { libraryId: string; version: string; framework: string; name: string }): Promise<Tree | null> {
  const key = `${example.libraryId}/${example.version}/${example.framework}/${example.name}`
  let pending = import.meta.env.SSR ? undefined : trees.get(key)
  if (!pending) {
    pending = getExampleTreeFn({ data: example })
    if (!import.meta.env.SSR) {
      trees.set(key, pending)
      // A failure or a passing outage is asked again on the next visit.
      void pending.then(
        (tree) => (!tree || tree.unavailable) && trees.delete(key),
        () => trees.delete(key),
      )
    }
  }
  return pending
}

/**
 * Loads an example's tree and the file to show: the `path` asked for when it is a file of the
 * example, else the starting file (SPEC §4). A missing example is a 404, except the catalogue's
 * default example name (SPEC §2's `…/examples/basic`): a preference, resolved like the default
 * doc against what the repository has, so it opens the framework's default example.
 */
export async function loadExample(options: { libraryId: string; version: string; framework: string; name: string; path?: string }): Promise<ExampleLoaderData> {
  const { path, ...example } = options
  const library = getLibrary(example.libraryId)
  const missing = async () => {
    if (example.name === library.defaultExample) {
      const href = await getDefaultExampleFn({ data: { libraryId: example.libraryId, version: example.version, framework: example.framework } }).catch(
        () => null,
      )
      if (href && !href.endsWith(`/examples/${example.name}`)) return redirect({ href })
    }
    return libraryNotFound(example.libraryId, example.version, `${library.name} has no ${frameworkLabel(example.framework)} example named "${example.name}".`)
  }
  if (!isValidExampleName(example.name)) throw await missing()
  const listing = await treeOf(example)
  if (listing?.unavailable) throw notFound({ data: { message: EXAMPLE_UNAVAILABLE_NOTICE } })
  if (!listing || flattenFiles(listing.tree).length === 0) throw await missing()
  const { root, branch, tree, truncated } = listing
  const files = flattenFiles(tree).map((node) => node.path.slice(root.length + 1))
  const requested = filePathInExample(path, root)
  const current =
    requested && files.includes(requested)
      ? requested
      : chooseStartingFile(candidateFiles(tree, root), { libraryId: library.id, framework: example.framework, defaultPath: files[0] ?? 'README.md' })
  const read = await getExampleFileFn({ data: { ...example, path: current } })
  // The highlighted file travels in the page's markup only, not again in its data (see in-page-html).
  const file = read?.kind === 'text' ? { ...read, html: inPageHtml('example-file', read.html) } : read
  return { root, branch, tree, truncated, current, file, ignoredPath: path !== undefined && current !== requested ? path : undefined }
}
