/**
 * Stars and contributors of a repository, behind one interface: GitHub's REST API when a
 * token is configured, the local repositories' history otherwise.
 */
import { execFile } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { repoFolderName } from '~/server/content/paths'
import type { GitHubClient } from '~/server/github/client'
import type { RepoFigures } from './aggregate'

export interface RepoFiguresSource {
  readonly kind: 'github' | 'git'
  /** Figures of `owner/name`; throws when the source cannot be reached. */
  figures(repo: string): Promise<RepoFigures>
}

const repoSchema = z.object({ stargazers_count: z.number().int().min(0) }).loose()
const contributorsSchema = z.array(z.object({}).loose())

/** The `rel="next"` address of a `Link` header, if any. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim())
    if (match && match[2]!.split(/\s+/).includes('next')) return match[1]
  }
  return undefined
}

export class GitHubRepoFigures implements RepoFiguresSource {
  readonly kind = 'github' as const

  constructor(
    /** Carries the token and the timeout of each request. */
    private readonly github: GitHubClient,
    private readonly options: { maxPages?: number } = {},
  ) {}

  private async get(pathOrUrl: string): Promise<Response> {
    const response = await this.github.rest(pathOrUrl)
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`GitHub answered ${response.url || pathOrUrl} with status ${response.status}`)
    }
    return response
  }

  async figures(repo: string): Promise<RepoFigures> {
    const base = `/repos/${repo.split('/').map(encodeURIComponent).join('/')}`
    const info = repoSchema.parse(await (await this.get(base)).json())
    let contributors = 0
    let next: string | undefined = `${base}/contributors?per_page=100&anon=1`
    for (let page = 0; next && page < (this.options.maxPages ?? 100); page++) {
      const response = await this.get(next)
      // An empty repository answers 204 with no body.
      if (response.status === 204) break
      contributors += contributorsSchema.parse(await response.json()).length
      next = nextLink(response.headers.get('link'))
    }
    return { stars: info.stargazers_count, contributors }
  }
}

/** The git directory of a `CONTENT_DIR` entry, or undefined for a plain folder or nothing. */
export function gitDirOf(contentDir: string, repo: string): string | undefined {
  const dir = path.resolve(contentDir, repoFolderName(repo))
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined
  if (existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects')) && existsSync(path.join(dir, 'refs'))) return dir
  if (existsSync(path.join(dir, '.git'))) return path.join(dir, '.git')
  return undefined
}

function git(gitDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['--git-dir', gitDir, ...args],
      { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
  })
}

/** Distinct author e-mail addresses over every branch of the local repositories; no stars. */
export class GitHistoryRepoFigures implements RepoFiguresSource {
  readonly kind = 'git' as const

  constructor(private readonly contentDir: string) {}

  async figures(repo: string): Promise<RepoFigures> {
    const gitDir = gitDirOf(this.contentDir, repo)
    if (!gitDir) return { stars: null, contributors: null }
    const output = await git(gitDir, ['log', '--all', '--format=%ae'])
    const authors = new Set(
      output
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    )
    return { stars: null, contributors: authors.size }
  }
}
