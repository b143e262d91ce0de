/**
 * The one way the server talks to GitHub: its REST API, its raw file host and its GraphQL
 * endpoint, with GitHub's standard headers, an optional token and a timeout on every request.
 * Callers keep their own reading of the answer (status codes, fallbacks, last good values).
 */
import { getConfig, type ServerConfig } from '~/server/config'

export type GitHubEndpoints = { apiUrl: string; rawUrl: string; graphqlUrl: string }

export type GitHubClientOptions = GitHubEndpoints & {
  /** Sent as `Authorization: Bearer …` unless a request brings its own. */
  token?: string
  /** Per request, unless a request sets its own. */
  timeoutMs?: number
  userAgent?: string
  fetch?: typeof fetch
}

export type GitHubRequestInit = {
  method?: 'GET' | 'POST'
  /** Defaults to `application/vnd.github+json`. */
  accept?: string
  /** Sent as JSON. */
  json?: unknown
  /** A token for this request only, e.g. a signed-in user's. */
  token?: string
  timeoutMs?: number
  /** Aborts the request as well, e.g. a budget shared by several requests. */
  signal?: AbortSignal
}

export const GITHUB_API_VERSION = '2022-11-28'
const defaultTimeoutMs = 10_000

/** GitHub (or whatever plays it) did not answer within the request's timeout. */
export class GitHubTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(`GitHub did not answer ${url} within ${timeoutMs} ms`, options)
    this.name = 'GitHubTimeoutError'
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

export class GitHubClient {
  readonly apiUrl: string
  readonly rawUrl: string
  readonly graphqlUrl: string

  constructor(private readonly options: GitHubClientOptions) {
    this.apiUrl = trimSlash(options.apiUrl)
    this.rawUrl = trimSlash(options.rawUrl)
    this.graphqlUrl = options.graphqlUrl
  }

  /** The response whatever its status; rejects on a network failure, or with GitHubTimeoutError. */
  async request(url: string, init: GitHubRequestInit = {}): Promise<Response> {
    const timeoutMs = init.timeoutMs ?? this.options.timeoutMs ?? defaultTimeoutMs
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    const token = init.token ?? this.options.token
    const headers: Record<string, string> = {
      accept: init.accept ?? 'application/vnd.github+json',
      'user-agent': this.options.userAgent ?? 'libraries-site',
      'x-github-api-version': GITHUB_API_VERSION,
    }
    if (token) headers.authorization = `Bearer ${token}`
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    try {
      return await (this.options.fetch ?? fetch)(url, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal,
      })
    } catch (error) {
      if (timeout.aborted) throw new GitHubTimeoutError(url, timeoutMs, { cause: error })
      throw error
    }
  }

  /** A REST API path such as `/repos/tanstack/query`, or a full URL GitHub gave (a `Link` header's). */
  rest(pathOrUrl: string, init?: GitHubRequestInit): Promise<Response> {
    return this.request(/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.apiUrl}${pathOrUrl}`, init)
  }

  /** A file on the raw host: `/<owner>/<repo>/<commit>/<path>`. */
  raw(path: string, init?: GitHubRequestInit): Promise<Response> {
    return this.request(`${this.rawUrl}${path}`, { accept: '*/*', ...init })
  }

  /** A GraphQL query, answered with GitHub's `{ data, errors }` body whatever the status. */
  graphql(query: string, variables: Record<string, unknown>, init?: GitHubRequestInit): Promise<Response> {
    return this.request(this.graphqlUrl, { ...init, method: 'POST', json: { query, variables } })
  }
}

/** A client for the configured GitHub (`GITHUB_API_URL`, `GITHUB_RAW_URL`, `GITHUB_GRAPHQL_URL`). */
export function githubClient(
  options: Omit<GitHubClientOptions, keyof GitHubEndpoints> = {},
  config: Pick<ServerConfig, 'GITHUB_API_URL' | 'GITHUB_RAW_URL' | 'GITHUB_GRAPHQL_URL'> = getConfig(),
): GitHubClient {
  return new GitHubClient({ apiUrl: config.GITHUB_API_URL, rawUrl: config.GITHUB_RAW_URL, graphqlUrl: config.GITHUB_GRAPHQL_URL, ...options })
}
