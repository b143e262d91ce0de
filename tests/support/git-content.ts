import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { git } from './git-fixture'
import { root } from './server'

/** Git repositories (with work trees) made from the demo content, read through `git cat-file` like real mirrors. */
export function gitContent(libraries: string[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-git-content-'))
  for (const library of libraries) {
    const target = path.join(dir, library)
    cpSync(path.join(root, 'content/repos', library), target, { recursive: true })
    git(target, 'init', '-q', '-b', 'main')
    git(target, 'add', '-A')
    git(target, 'commit', '-q', '-m', 'docs')
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
