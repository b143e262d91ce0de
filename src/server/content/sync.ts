import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { repoFolderName } from './paths'

export type SyncReport = { repo: string; action: 'cloned' | 'fetched' | 'failed'; message?: string }

function runGit(args: string[], onLine: (line: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } })
    const forward = (chunk: Buffer) => chunk.toString().split(/[\r\n]+/).filter(Boolean).forEach(onLine)
    child.stdout.on('data', forward)
    child.stderr.on('data', forward)
    child.on('error', () => resolve(1))
    child.on('close', (code) => resolve(code ?? 1))
  })
}

/**
 * Mirrors each repository into `contentDir/<name>`: `git clone --mirror` the first time,
 * `git fetch --prune` after that. `remote` is the host prefix (`https://github.com`) or a
 * local folder holding `<owner>/<name>` repositories.
 */
export async function syncRepositories(options: {
  repos: string[]
  contentDir: string
  remote: string
  log?: (line: string) => void
}): Promise<SyncReport[]> {
  const log = options.log ?? ((line: string) => console.log(line))
  await mkdir(options.contentDir, { recursive: true })
  const reports: SyncReport[] = []
  const unique = [...new Set(options.repos)]
  for (const [index, repo] of unique.entries()) {
    const name = repoFolderName(repo)
    const target = path.resolve(options.contentDir, name)
    const source = options.remote.includes('://') ? `${options.remote.replace(/\/$/, '')}/${repo}.git` : path.resolve(options.remote, repo)
    const prefix = `[${index + 1}/${unique.length}] ${repo}`
    const isMirror = existsSync(path.join(target, 'HEAD')) && existsSync(path.join(target, 'objects'))
    if (existsSync(target) && !isMirror) {
      log(`${prefix}: ${target} exists and is not a mirror; left alone (move it away to sync)`)
      reports.push({ repo, action: 'failed', message: 'not a mirror' })
      continue
    }
    const args = isMirror
      ? ['--git-dir', target, 'fetch', '--prune', '--progress', 'origin', '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*']
      : ['clone', '--mirror', '--progress', source, target]
    log(`${prefix}: ${isMirror ? 'fetching' : `cloning from ${source}`}`)
    const code = await runGit(args, (line) => log(`${prefix}: ${line}`))
    if (code === 0) {
      reports.push({ repo, action: isMirror ? 'fetched' : 'cloned' })
      log(`${prefix}: done`)
    } else {
      reports.push({ repo, action: 'failed', message: `git exited with code ${code}` })
      log(`${prefix}: failed (git exited with code ${code})`)
    }
  }
  return reports
}
