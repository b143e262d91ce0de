import { LRUCache } from 'lru-cache'
import { memoryShare } from '~/server/memory-plan'
import { GitHubTimeoutError, type GitHubClient } from '~/server/github/client'
import { assertSafeRef, normalizeRepoPath } from './paths'
import { ContentUnavailableError, type ContentSource, type TreeEntry } from './types'

export type GitHubSourceOptions = {
  /** Carries the token and the timeout of every request. */
  client: GitHubClient
}

const repoPattern = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/

/** Files and folder listings read at a commit, kept by size: what is read at a commit never changes. */

type Read<T> = { value: T | null }

function immutableReads<T>(size: (value: T) => number) {
  return new LRUCache<string, Read<T>, () => Promise<T | undefined>>({
    // Files and folders share the content share of the memory plan.
    maxSize: memoryShare('content', 2),
    sizeCalculation: (entry) => (entry.value === null ? 0 : size(entry.value)) + 100,
    // Callers asking for one file at once share its request; a failed request is not kept.
    // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: (await context()) ?? null }),
  })
}

/**
 * Repositories read from GitHub: the REST API resolves refs and lists folders, the raw host
 * serves files. Everything read at a commit is immutable, so it is cached without expiry
 * (bounded by size). Which commit a branch is at, and the last known one while GitHub does not
 * answer, is the content snapshot's business (snapshot.ts).
 */
export class GitHubContentSource implements ContentSource {
  readonly kind = 'github' as const
  private readonly files = immutableReads<Buffer>((bytes) => bytes.length)
  private readonly dirs = immutableReads<TreeEntry[]>((entries) => entries.reduce((sum, entry) => sum + entry.path.length + 40, 0))

  constructor(private readonly options: GitHubSourceOptions) {}

  private async get(request: (client: GitHubClient) => Promise<Response>): Promise<Response> {
    try {
      return await request(this.options.client)
    } catch (error) {
      const reason = error instanceof GitHubTimeoutError ? error.message : `GitHub could not be reached (${error instanceof Error ? error.message : String(error)})`
      throw new ContentUnavailableError(reason, { cause: error })
    }
  }

  private async remember<T>(cache: LRUCache<string, Read<T>, () => Promise<T | undefined>>, key: string, load: () => Promise<T | undefined>) {
    return (await cache.fetch(key, { context: load }))?.value ?? undefined
  }

  async resolveRef(repo: string, ref: string): Promise<string | undefined> {
    if (!repoPattern.test(repo)) return undefined
    assertSafeRef(ref)
    if (/^[0-9a-f]{40}$/.test(ref)) return ref
    const response = await this.get((github) => github.rest(`/repos/${repo}/commits/${encodeURIComponent(ref)}`, { accept: 'application/vnd.github.sha' }))
    if (response.status === 404 || response.status === 422) return undefined
    if (!response.ok) throw new ContentUnavailableError(`GitHub answered ${response.status} for ${repo}@${ref}`)
    const commit = (await response.text()).trim()
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new ContentUnavailableError(`GitHub sent no commit id for ${repo}@${ref}`)
    return commit
  }

  async readFile(repo: string, ref: string, filePath: string): Promise<Buffer | undefined> {
    const commit = await this.resolveRef(repo, ref)
    if (!commit) return undefined
    const relative = normalizeRepoPath(filePath)
    return this.remember(this.files, `${repo}@${commit}:${relative}`, async () => {
      const encodedPath = relative.split('/').map(encodeURIComponent).join('/')
      const response = await this.get((github) => github.raw(`/${repo}/${commit}/${encodedPath}`))
      if (response.status === 404) return undefined
      if (!response.ok) throw new ContentUnavailableError(`GitHub answered ${response.status} for ${repo}/${relative}`)
      return Buffer.from(await response.arrayBuffer())
    })
  }

  async listDir(repo: string, ref: string, dirPath: string): Promise<TreeEntry[] | undefined> {
    const commit = await this.resolveRef(repo, ref)
    if (!commit) return undefined
    const relative = normalizeRepoPath(dirPath)
    return this.remember(this.dirs, `${repo}@${commit}:${relative}`, async () => {
      const encodedPath = relative.split('/').map(encodeURIComponent).join('/')
      const response = await this.get((github) => github.rest(`/repos/${repo}/contents/${encodedPath}?ref=${commit}`))
      if (response.status === 404) return undefined
      if (!response.ok) throw new ContentUnavailableError(`GitHub answered ${response.status} for ${repo}/${relative}`)
      const body: unknown = await response.json()
      if (!Array.isArray(body)) return undefined
      return body.flatMap((item: { name?: unknown; path?: unknown; type?: unknown; size?: unknown }) =>
        typeof item.name === 'string' && typeof item.path === 'string' && (item.type === 'dir' || item.type === 'file')
          ? [{ name: item.name, path: item.path, type: item.type, size: typeof item.size === 'number' ? item.size : undefined }]
          : [],
      )
    })
  }
}
