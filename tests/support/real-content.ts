import path from 'node:path'
import { cloneCorpus, tempDir } from './git-fixture'
import { writeFixtureRepos } from './fixture-repos'

/**
 * A content folder with real repositories: the three corpus bundles cloned as mirrors (query,
 * router with start, form) and the fixture repositories (table, virtual).
 */
export function realContent(prefix = 'site-real-content-'): { dir: string; remove: () => void } {
  const workspace = tempDir(prefix)
  const dir = path.join(workspace.dir, 'repos')
  for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(dir, name))
  writeFixtureRepos(dir)
  return { dir, remove: workspace.remove }
}
