/**
 * An example by its identity — (library, version, framework, name), what its route knows —
 * checked against the repository's page list once, then read. Nothing outside
 * `examples/{framework}/{name}` of a listed example can be named.
 */
import { hasExample } from '~/lib/docs/page-list'
import { exampleRoot, filePathInExample } from '~/lib/examples/paths'
import { pageListOf } from '~/server/docs/doc-page'
import { frameworkLabel } from '~/site/frameworks'
import { isBinaryName } from '~/lib/examples/file-kind'
import { snapshot } from '~/server/content/snapshot'
import { loadExampleFile, loadExampleTree, type ExampleFile, type ExampleTree } from './service'

export type ExampleIdentity = { libraryId: string; version: string; framework: string; name: string }

type Resolved = { kind: 'example'; repo: string; branch: string; root: string } | { kind: 'not-found'; message: string }

export async function resolveExample(identity: ExampleIdentity): Promise<Resolved> {
  const found = await pageListOf(identity.libraryId, identity.version)
  if (found.kind === 'not-found') return found
  const { library, list } = found
  if (!hasExample(list, identity.framework, identity.name)) {
    return { kind: 'not-found', message: `${library.name} ${identity.version} has no ${frameworkLabel(identity.framework)} example named "${identity.name}".` }
  }
  return { kind: 'example', repo: library.repo, branch: list.branch, root: exampleRoot(identity.framework, identity.name) }
}

/** The file tree of an example, or undefined when there is no such example. */
export async function getExampleTree(identity: ExampleIdentity): Promise<(ExampleTree & { root: string; branch: string }) | undefined> {
  const example = await resolveExample(identity)
  if (example.kind === 'not-found') return undefined
  const tree = await loadExampleTree(example.repo, example.branch, example.root)
  return tree ? { ...tree, root: example.root, branch: example.branch } : undefined
}

/** One file of an example by its path inside the example folder, or undefined. */
export async function getExampleFile(identity: ExampleIdentity & { path: string }): Promise<ExampleFile | undefined> {
  const example = await resolveExample(identity)
  if (example.kind === 'not-found') return undefined
  const path = filePathInExample(identity.path, example.root)
  if (!path) return undefined
  return loadExampleFile(example.repo, example.branch, `${example.root}/${path}`)
}

/** Largest example file handed out as text (the MCP tools); larger or binary files are described instead. */
const MAX_SOURCE_BYTES = 256 * 1024

export type ExampleSource = { path: string; text: string } | { path: string; binary: true; size: number } | { path: string; tooLarge: true; size: number }

/** One file of an example as it is written (no highlighting), or undefined when there is none. */
export async function getExampleSource(identity: ExampleIdentity & { path: string }): Promise<ExampleSource | undefined> {
  const example = await resolveExample(identity)
  if (example.kind === 'not-found') return undefined
  const path = filePathInExample(identity.path, example.root)
  if (!path) return undefined
  const content = await snapshot(example.repo, example.branch)
  const bytes = await content?.readFile(`${example.root}/${path}`)
  if (!bytes) return undefined
  if (isBinaryName(path) || bytes.subarray(0, 8000).includes(0)) return { path, binary: true, size: bytes.length }
  if (bytes.length > MAX_SOURCE_BYTES) return { path, tooLarge: true, size: bytes.length }
  return { path, text: bytes.toString('utf8') }
}
