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
  close?(): Promise<void>
}

export class ContentPathError extends Error {
  readonly status = 404
  constructor(message: string) {
    super(message)
    this.name = 'ContentPathError'
  }
}
