/**
 * Content snapshots: one repository's branch at one commit. This is the one place a branch
 * becomes a commit. Docs, page lists, examples, doc images, search and the docs checker read
 * through a snapshot, so everything one answer shows comes from the same commit, and every
 * cache of content keys on the snapshot's `id`.
 *
 * Freshness: a branch's commit is looked up again after `REF_TTL_MS`; callers asking at once
 * share one look-up. While the source is away (GitHub down, a mirror being re-cloned) the last
 * commit known for the branch stands, so what was rendered from it stays servable.
 */
import { LRUCache } from 'lru-cache'
import { getConfig } from '~/server/config'
import { getContentSource } from './index'
import { ContentUnavailableError, type ContentSource, type TreeEntry } from './types'

export type ContentSnapshot = {
  readonly repo: string
  readonly branch: string
  /** The commit read, or for a plain folder its generation (`folder-…`): the key of every content cache. */
  readonly id: string
  readFile(path: string): Promise<Buffer | undefined>
  readText(path: string): Promise<string | undefined>
  listDir(path: string): Promise<TreeEntry[] | undefined>
}

/** The snapshot of a branch whose id is already known (a cached page list carries it). */
export function snapshotAt(source: ContentSource, repo: string, branch: string, id: string): ContentSnapshot {
  // A git repository is read at the commit itself; a plain folder serves every ref, so it is read by branch.
  const ref = id.startsWith('folder-') ? branch : id
  return {
    repo,
    branch,
    id,
    readFile: (path) => source.readFile(repo, ref, path),
    readText: async (path) => (await source.readFile(repo, ref, path))?.toString('utf8'),
    listDir: (path) => source.listDir(repo, ref, path),
  }
}

export type Snapshots = {
  /** The branch as it is now (within the freshness rule); undefined when the repository has no such branch. */
  snapshot(repo: string, branch: string): Promise<ContentSnapshot | undefined>
  at(repo: string, branch: string, id: string): ContentSnapshot
  /** Looks every branch up again on its next use (after `content:sync`). */
  forget(): void
}

export function createSnapshots(source: () => ContentSource, options: { refTtlMs: number }): Snapshots {
  // Bounded: branches a request names that no catalogue version maps to must not grow it.
  const ids = new LRUCache<string, { id: string | undefined }, { repo: string; branch: string }>({
    max: 1000,
    // lru-cache reads a ttl of 0 as "forever"; 1 ms looks the branch up on every request.
    ttl: Math.max(1, options.refTtlMs),
    // The clock is read at every look-up: lru-cache's default reuses a reading until a timer
    // clears it, and a busy event loop would then see an old commit as fresh.
    ttlResolution: 0,
    // An expired entry is handed to its look-up as `stale`: the last known commit.
    // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, stale, { context }) => {
      try {
        return { id: await source().resolveRef(context.repo, context.branch) }
      } catch (error) {
        if (error instanceof ContentUnavailableError && stale?.id) return stale
        throw error
      }
    },
  })
  return {
    async snapshot(repo, branch) {
      const id = (await ids.fetch(`${repo}@${branch}`, { context: { repo, branch } }))?.id
      return id === undefined ? undefined : snapshotAt(source(), repo, branch, id)
    },
    at: (repo, branch, id) => snapshotAt(source(), repo, branch, id),
    forget: () => ids.clear(),
  }
}

let shared: Snapshots | undefined

function snapshots(): Snapshots {
  shared ??= createSnapshots(getContentSource, { refTtlMs: getConfig().REF_TTL_MS })
  return shared
}

/** The configured content source's branch as it is now; see the module comment. */
export function snapshot(repo: string, branch: string): Promise<ContentSnapshot | undefined> {
  return snapshots().snapshot(repo, branch)
}

/** The snapshot a page list or page was read from, by its id. */
export function snapshotOf(read: { repo: string; branch: string; contentId: string }): ContentSnapshot {
  return snapshots().at(read.repo, read.branch, read.contentId)
}

/** Forgets every branch's commit, e.g. after `content:sync` in tests or from the dashboard. */
export function forgetResolvedRefs(): void {
  shared?.forget()
}
