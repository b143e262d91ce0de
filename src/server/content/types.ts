import { BadInputError } from '~/lib/validation'

export type TreeEntry = { name: string; path: string; type: 'dir' | 'file'; size?: number }

/**
 * Reads a repository's files at a ref. `repo` is the catalogue's `owner/name`; `ref` a branch,
 * tag or commit; paths are relative to the repository root, `/`-separated.
 * Missing refs, files or folders give `undefined`, never an exception.
 */
export interface ContentSource {
  readonly kind: 'local' | 'github'
  /** A stable identity for the ref's current content: a commit id, or a folder generation. */
  resolveRef(repo: string, ref: string): Promise<string | undefined>
  readFile(repo: string, ref: string, path: string): Promise<Buffer | undefined>
  listDir(repo: string, ref: string, path: string): Promise<TreeEntry[] | undefined>
  /**
   * The raw `git log --name-only` (format `format`) of `path` at `commit`, newest first: one
   * call for a whole docs folder. Undefined where the source keeps no history (plain folders).
   */
  logNames?(repo: string, commit: string, path: string, format: string): Promise<string | undefined>
  close?(): Promise<void>
}

/**
 * The content source could not be reached or did not answer in time (GitHub down or slow).
 * Pages answer with what they have cached, or with a notice; never with a 500.
 */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}

/** A path or ref that may not be read (traversal, bad characters): answered with a 404. */
export class ContentPathError extends BadInputError {
  constructor(message: string) {
    super(message, 404)
    this.name = 'ContentPathError'
  }
}
