import { getConfig } from '~/server/config'
import { githubClient } from '~/server/github/client'
import { onShutdown } from '~/server/lifecycle'
import { GitHubContentSource } from './github'
import { LocalContentSource } from './local'
import type { ContentSource } from './types'

let source: ContentSource | undefined

// The `git cat-file` readers are child processes: left running they keep the server alive.
onShutdown('content source', () => source?.close?.())

/** The configured content source (`CONTENT_SOURCE`), created once. */
export function getContentSource(): ContentSource {
  if (source) return source
  const config = getConfig()
  source =
    config.CONTENT_SOURCE === 'github'
      ? new GitHubContentSource({ client: githubClient({ token: config.GITHUB_TOKEN, timeoutMs: config.GITHUB_CONTENT_TIMEOUT_MS }) })
      : new LocalContentSource(config.CONTENT_DIR)
  return source
}

export type { ContentSource, TreeEntry } from './types'
