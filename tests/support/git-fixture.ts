import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function git(cwd: string, ...args: string[]): string {
  return gitAt(cwd, undefined, ...args)
}

/** Runs git with a fixed author, and with `date` as the author and committer date when given. */
export function gitAt(cwd: string, date: Date | undefined, ...args: string[]): string {
  const when = date?.toISOString()
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Docs Writer',
      GIT_AUTHOR_EMAIL: 'docs@example.com',
      GIT_COMMITTER_NAME: 'Docs Writer',
      GIT_COMMITTER_EMAIL: 'docs@example.com',
      ...(when ? { GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } : {}),
    },
  }).trim()
}

export function tempDir(prefix = 'site-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export function writeFiles(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
}

/** A repository with a work tree at `dir`, one commit of `files` on `main`. */
export function createRepository(dir: string, files: Record<string, string>): string {
  mkdirSync(dir, { recursive: true })
  git(dir, 'init', '-q', '-b', 'main')
  writeFiles(dir, files)
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'initial docs')
  return git(dir, 'rev-parse', 'HEAD')
}

export function commitFiles(dir: string, files: Record<string, string>, message = 'update docs'): string {
  writeFiles(dir, files)
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', message)
  return git(dir, 'rev-parse', 'HEAD')
}

/** Clones the corpus bundle of a library (../shared/corpus) as a bare mirror into `target`. */
export function cloneCorpus(name: 'query' | 'router' | 'form', target: string, snapshot: 'docs' | 'full' = 'docs'): string {
  const bundle = path.resolve(import.meta.dirname, '../../../shared/corpus', snapshot === 'full' ? `${name}-full.bundle` : `${name}.bundle`)
  execFileSync('git', ['clone', '-q', '--mirror', bundle, target])
  return target
}
