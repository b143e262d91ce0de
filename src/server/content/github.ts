import { GitHubTimeoutError, type GitHubClient } from '~/server/github/client'
import { assertSafeRef, normalizeRepoPath } from './paths'
import { ContentUnavailableError, type ContentSource, type TreeEntry } from './types'

export type GitHubSourceOptions = {
  /** Carries the token and the timeout of every request. */
  client: GitHubClient
  /** How long a branch → commit answer is reused. */
  refTtlMs?: number
}

type CachedRef = { commit: string | undefined; at: number }

const repoPattern = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/

/**
 * Repositories read from GitHub: the REST API resolves refs and lists folders, the raw host
 * serves files. Everything read at a commit is immutable, so it is cached without expiry
 * (bounded); a ref keeps its commit for `refTtlMs`, and the last known commit is used when
 * GitHub does not answer.
 */
export class GitHubContentSource implements ContentSource {
  readonly kind = 'github' as const
  private readonly refs = new Map<string, CachedRef>()
  private readonly files = new Map<string, Promise<Buffer | undefined>>()
  private readonly dirs = new Map<string, Promise<TreeEntry[] | undefined>>()
  private static readonly maxCached = 5000

  constructor(private readonly options: GitHubSourceOptions) {}

  private async get(request: (client: GitHubClient) => Promise<Response>): Promise<Response> {
    try {
      return await request(this.options.client)
    } catch (error) {
      const reason = error instanceof GitHubTimeoutError ? error.message : `GitHub could not be reached (${error instanceof Error ? error.message : String(error)})`
      throw new ContentUnavailableError(reason, { cause: error })
    }
  }

  private remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const existing = map.get(key)
    if (existing) return existing
    const promise = load().catch((error: unknown) => {
      map.delete(key)
      throw error
    })
    if (map.size >= GitHubContentSource.maxCached) map.delete(map.keys().next().value as string)
    map.set(key, promise)
    return promise
  }

  async resolveRef(repo: string, ref: string): Promise<string | undefined> {
    if (!repoPattern.test(repo)) return undefined
    assertSafeRef(ref)
    if (/^[0-9a-f]{40}$/.test(ref)) return ref
    const key = `${repo}@${ref}`
    const cached = this.refs.get(key)
    if (cached && Date.now() - cached.at < (this.options.refTtlMs ?? 5000)) return cached.commit
    try {
      const response = await this.get((github) => github.rest(`/repos/${repo}/commits/${encodeURIComponent(ref)}`, { accept: 'application/vnd.github.sha' }))
      if (response.status === 404 || response.status === 422) {
        this.refs.set(key, { commit: undefined, at: Date.now() })
        return undefined
      }
      if (!response.ok) throw new ContentUnavailableError(`GitHub answered ${response.status} for ${repo}@${ref}`)
      const commit = (await response.text()).trim()
      if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`GitHub sent no commit id for ${repo}@${ref}`)
      this.refs.set(key, { commit, at: Date.now() })
      return commit
    } catch (error) {
      if (cached) return cached.commit
      throw error
    }
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
