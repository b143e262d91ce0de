import { cpSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { startFakeNpm } from '../tests/support/fake-npm'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { root, startBuiltServer } from '../tests/support/server'

/**
 * The built server on the corpus docs (query, router, form) and, with `demoRepos`, the demo
 * repositories of the other libraries, with a throw-away database and search index, a local fake
 * of npm and no live-figure collection. `workspace` is a folder for the benchmark's own files;
 * `at` runs a copied build (a folder holding `.output`'s contents) instead of `.output`.
 */
export async function startCorpusSite(name: string, options: { demoRepos?: boolean; env?: Record<string, string>; at?: string } = {}) {
  const workspace = tempDir(`site-bench-${name}-`)
  const contentDir = path.join(workspace.dir, 'repos')
  for (const repo of ['query', 'router', 'form'] as const) cloneCorpus(repo, path.join(contentDir, repo))
  if (options.demoRepos) {
    for (const repo of ['table', 'virtual', 'ranger', 'store', 'pacer', 'config'])
      cpSync(path.join(root, 'content/repos', repo), path.join(contentDir, repo), { recursive: true })
  }
  const npm = await startFakeNpm()
  const server = await startBuiltServer(
    {
      CONTENT_DIR: contentDir,
      DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      LIVE_STATS_REFRESH_SECONDS: '0',
      ...options.env,
    },
    options.at ? { entry: path.join(options.at, 'server', 'index.mjs'), cwd: root } : undefined,
  )
  return {
    server,
    workspace: workspace.dir,
    stop: async () => {
      await server.stop()
      await npm.close()
      workspace.remove()
    },
  }
}

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number }

/** Runs autocannon against a URL and returns throughput and latency. */
export async function measureLoad(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`)
  if (!rows.length) return
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(columns))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))))
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
