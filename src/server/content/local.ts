import { existsSync, statSync, watch, type FSWatcher } from 'node:fs'
import { readdir, readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import { GitRepository } from './git-repository'
import { assertSafeRef, normalizeRepoPath, repoFolderName } from './paths'
import { ContentUnavailableError, type ContentSource, type TreeEntry } from './types'

type Entry = { kind: 'git'; repository: GitRepository } | { kind: 'folder'; root: string; generation: () => number } | { kind: 'none' }

function isBareRepository(dir: string): boolean {
  return existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects')) && existsSync(path.join(dir, 'refs'))
}

/**
 * Repositories in a local folder (`CONTENT_DIR`), one entry per repository name: a git
 * repository (bare, as `git clone --mirror` makes, or with a work tree) read at any ref
 * through git, or a plain folder that serves every ref.
 */
export class LocalContentSource implements ContentSource {
  readonly kind = 'local' as const
  private readonly entries = new Map<string, Entry>()
  private readonly watchers: FSWatcher[] = []

  constructor(readonly contentDir: string) {}

  private entry(repo: string): Entry {
    const name = repoFolderName(repo)
    const cached = this.entries.get(name)
    if (cached) return cached
    const dir = path.resolve(this.contentDir, name)
    let entry: Entry = { kind: 'none' }
    if (existsSync(dir) && statSync(dir).isDirectory()) {
      if (isBareRepository(dir)) entry = { kind: 'git', repository: new GitRepository(dir) }
      else if (existsSync(path.join(dir, '.git'))) entry = { kind: 'git', repository: new GitRepository(path.join(dir, '.git')) }
      else entry = { kind: 'folder', root: dir, generation: this.watchGeneration(dir) }
    }
    this.entries.set(name, entry)
    return entry
  }

  /** A counter bumped whenever anything under the folder changes, so caches see edits. */
  private watchGeneration(dir: string): () => number {
    let generation = 0
    try {
      const watcher = watch(dir, { recursive: true, persistent: false }, () => generation++)
      watcher.on('error', () => {})
      this.watchers.push(watcher)
      return () => generation
    } catch {
      // Without a watcher, a new generation every two seconds keeps edits visible.
      return () => Math.floor(Date.now() / 2000)
    }
  }

  /**
   * A git repository that was there and is gone (moved away, being re-cloned) is a passing
   * outage, not a missing repository: pages read before are served from the last commit.
   */
  private present(repo: string, repository: GitRepository): GitRepository {
    if (!existsSync(repository.gitDir)) throw new ContentUnavailableError(`The repository ${repo} is not in ${this.contentDir} right now`)
    return repository
  }

  async resolveRef(repo: string, ref: string): Promise<string | undefined> {
    const entry = this.entry(repo)
    if (entry.kind === 'git') return this.present(repo, entry.repository).resolveCommit(assertSafeRef(ref))
    if (entry.kind === 'folder') return `folder-${entry.generation()}`
    return undefined
  }

  private async folderPath(root: string, relative: string): Promise<string | undefined> {
    const target = path.join(root, normalizeRepoPath(relative))
    try {
      // Symbolic links may not lead outside the repository folder.
      const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)])
      if (realTarget !== realRoot && !realTarget.startsWith(realRoot + path.sep)) return undefined
      return realTarget
    } catch {
      return undefined
    }
  }

  /**
   * Reads a path of a repository: through git at `ref`, or from the plain folder (which serves
   * every ref) inside it; undefined where the repository, the ref or the path is not there.
   */
  private async read<T>(
    repo: string,
    ref: string,
    relative: string,
    read: { git: (repository: GitRepository, commit: string) => Promise<T | undefined>; folder: (target: string) => Promise<T> },
  ): Promise<T | undefined> {
    const entry = this.entry(repo)
    if (entry.kind === 'git') {
      const repository = this.present(repo, entry.repository)
      const commit = await repository.resolveCommit(assertSafeRef(ref))
      return commit ? read.git(repository, commit) : undefined
    }
    if (entry.kind === 'folder') {
      const target = await this.folderPath(entry.root, relative)
      if (!target) return undefined
      try {
        return await read.folder(target)
      } catch {
        return undefined
      }
    }
    return undefined
  }

  async readFile(repo: string, ref: string, filePath: string): Promise<Buffer | undefined> {
    const relative = normalizeRepoPath(filePath)
    return this.read(repo, ref, relative, {
      git: (repository, commit) => repository.readBlob(commit, relative),
      folder: (target) => readFile(target),
    })
  }

  async listDir(repo: string, ref: string, dirPath: string): Promise<TreeEntry[] | undefined> {
    const relative = normalizeRepoPath(dirPath)
    return this.read(repo, ref, relative, {
      git: (repository, commit) => repository.listTree(commit, relative),
      folder: async (target) => {
        const dirents = await readdir(target, { withFileTypes: true })
        return dirents
          .filter((d) => d.isDirectory() || d.isFile())
          .map((d): TreeEntry => ({ name: d.name, path: relative ? `${relative}/${d.name}` : d.name, type: d.isDirectory() ? 'dir' : 'file' }))
      },
    })
  }

  async logNames(repo: string, commit: string, dirPath: string, format: string): Promise<string | undefined> {
    const entry = this.entry(repo)
    if (entry.kind !== 'git') return undefined
    return this.present(repo, entry.repository).logNames(commit, normalizeRepoPath(dirPath), format)
  }

  async close() {
    for (const watcher of this.watchers) watcher.close()
    for (const entry of this.entries.values()) if (entry.kind === 'git') await entry.repository.close()
    this.entries.clear()
  }
}
