/**
 * A repository's `packages/` folder at a commit, and the manifests of its examples and root, read
 * through the site's content snapshot (type-source.ts reads them).
 */
import type { ContentSnapshot } from '~/server/content/snapshot'
import type { RepositoryReader } from './type-source'

const MAX_PACKAGE_FILES = 5000

export function repositoryReader(content: ContentSnapshot): RepositoryReader {
  return {
    listFiles: async () => {
      const files: string[] = []
      const walk = async (dir: string, depth: number) => {
        if (depth > 8 || files.length >= MAX_PACKAGE_FILES) return
        for (const entry of (await content.listDir(dir)) ?? []) {
          if (entry.type === 'file') files.push(entry.path)
          else if (!/(?:^|\/)(?:node_modules|dist|build|tests?|__tests__|examples?)$/.test(entry.path)) await walk(entry.path, depth + 1)
        }
      }
      await walk('packages', 0)
      return files
    },
    listManifests: async () => {
      const manifests = ['package.json']
      // `examples/<framework>/<name>/package.json`, two levels down at most.
      const walk = async (dir: string, depth: number) => {
        for (const entry of (await content.listDir(dir)) ?? []) {
          if (entry.type === 'file' && entry.path.endsWith('/package.json')) manifests.push(entry.path)
          else if (entry.type === 'dir' && depth < 2 && !/(?:^|\/)(?:node_modules|dist|src)$/.test(entry.path)) await walk(entry.path, depth + 1)
        }
      }
      await walk('examples', 0)
      return manifests
    },
    readFile: (file) => content.readText(file),
  }
}
