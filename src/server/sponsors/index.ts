import { getConfig, type ServerConfig } from '~/server/config'
import { githubClient } from '~/server/github/client'
import { CachedSponsorsSource } from './cache'
import { GitHubSponsorsSource } from './github'
import { LocalSponsorsSource } from './local'
import { mergeSponsors, sortSponsors } from './merge'
import type { Sponsor, SponsorsSource } from './types'

/** GitHub's sponsors with the local file's overrides and manual sponsors merged in. */
class MergedSponsorsSource implements SponsorsSource {
  constructor(
    private readonly github: SponsorsSource,
    private readonly local: SponsorsSource,
  ) {}

  async listSponsors(): Promise<Sponsor[]> {
    const [github, local] = await Promise.all([this.github.listSponsors(), this.local.listSponsors()])
    return mergeSponsors(github, local)
  }
}

/** The configured source: the local file, or GitHub Sponsors when a token is set; cached. */
export function createSponsorsSource(config: ServerConfig): CachedSponsorsSource {
  const local = new LocalSponsorsSource(config.SPONSORS_FILE)
  const sortedLocal = () => local.listSponsors().then(sortSponsors)
  const upstream: SponsorsSource = config.GITHUB_SPONSORS_TOKEN
    ? new MergedSponsorsSource(
        new GitHubSponsorsSource({
          client: githubClient({ token: config.GITHUB_SPONSORS_TOKEN }, config),
          login: config.GITHUB_SPONSORS_LOGIN,
          timeoutMs: config.GITHUB_SPONSORS_TIMEOUT_MS,
        }),
        local,
      )
    : { listSponsors: sortedLocal }
  return new CachedSponsorsSource(upstream, {
    ttlMs: config.SPONSORS_CACHE_SECONDS * 1000,
    // Before GitHub ever answered, the file's sponsors are better than an empty picture.
    fallback: () => (config.GITHUB_SPONSORS_TOKEN ? sortedLocal().catch(() => []) : Promise.resolve([])),
    onError: (error) => console.error('Sponsors could not be loaded; serving the last good list.', error),
  })
}

let source: CachedSponsorsSource | undefined

/** The sponsors list, or the last list that loaded when the source fails. */
export function loadSponsors(): Promise<Sponsor[]> {
  source ??= createSponsorsSource(getConfig())
  return source.listSponsors()
}

export type SponsorsStatus = { source: 'local' | 'github'; lastSuccessAt?: string; lastError?: { at: string; message: string }; sponsors?: number }

/** Which source serves sponsors and how it fared, for the maintainers' dashboard. */
export function getSponsorsStatus(): SponsorsStatus {
  const config = getConfig()
  source ??= createSponsorsSource(config)
  const status = source.status()
  return {
    source: config.GITHUB_SPONSORS_TOKEN ? 'github' : 'local',
    lastSuccessAt: status.lastSuccessAt === undefined ? undefined : new Date(status.lastSuccessAt).toISOString(),
    lastError: status.lastError && { at: new Date(status.lastError.at).toISOString(), message: status.lastError.message },
    sponsors: status.sponsors,
  }
}

export type { Sponsor }
