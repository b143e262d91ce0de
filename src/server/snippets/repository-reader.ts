/**
 * A repository's `packages/` folder at a commit, and the manifests of its examples and root, read
 * through the site's content snapshot (type-source.ts reads them).
 */
import type { ContentSnapshot } from '~/server/content/snapshot'
import type { RepositoryReader } from './type-source'

const MAX_PACKAGE_FILES = 5000

/** The files under `root` that `keep` takes, in folders down to `maxDepth` whose path `skip` does not match, at most `limit`. */
async function collectFiles(
  content: ContentSnapshot,
  root: string,
  { maxDepth, skip, keep = () => true, limit = Infinity }: { maxDepth: number; skip: RegExp; keep?: (path: string) => boolean; limit?: number },
): Promise<string[]> {
  const files: string[] = []
  const walk = async (dir: string, depth: number) => {
    if (depth > maxDepth || files.length >= limit) return
    for (const entry of (await content.listDir(dir)) ?? []) {
      if (entry.type === 'file') {
        if (keep(entry.path)) files.push(entry.path)
      } else if (!skip.test(entry.path)) await walk(entry.path, depth + 1)
    }
  }
  await walk(root, 0)
  return files
}

export function repositoryReader(content: ContentSnapshot): RepositoryReader {
  return {
    listFiles: () =>
      collectFiles(content, 'packages', {
        maxDepth: 8,
        skip: /(?:^|\/)(?:node_modules|dist|build|tests?|__tests__|examples?)$/,
        limit: MAX_PACKAGE_FILES,
      }),
    // `examples/<framework>/<name>/package.json`, two levels down at most, and the root's.
    listManifests: async () => [
      'package.json',
      ...(await collectFiles(content, 'examples', { maxDepth: 2, skip: /(?:^|\/)(?:node_modules|dist|src)$/, keep: (path) => path.endsWith('/package.json') })),
    ],
    readFile: (file) => content.readText(file),
  }
}
