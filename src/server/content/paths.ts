import { ContentPathError } from './types'

const refPattern = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)[A-Za-z0-9._\-/]{1,200}(?<!\.lock)(?<![/.])$/

/** A branch, tag or commit name that is safe to hand to git: no spaces, options or `..`. */
export function assertSafeRef(ref: string): string {
  if (!refPattern.test(ref)) throw new ContentPathError(`Invalid ref "${ref}"`)
  return ref
}

/**
 * Normalises a repository-relative path and refuses anything that could leave the
 * repository: `..` segments (also percent-encoded), absolute paths, backslashes, NUL and
 * control characters.
 */
export function normalizeRepoPath(path: string): string {
  let decoded = path
  // Decode repeatedly so that %252e%252e is caught as well as %2e%2e.
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      throw new ContentPathError(`Invalid path "${path}"`)
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(decoded)) throw new ContentPathError(`Invalid path "${path}"`)
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.')
  if (segments.some((segment) => segment === '..')) throw new ContentPathError(`Invalid path "${path}"`)
  return segments.join('/')
}

/** `tanstack/query` → `query`: the folder name of a repository in CONTENT_DIR. */
export function repoFolderName(repo: string): string {
  const name = repo.split('/').pop() ?? ''
  if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) throw new ContentPathError(`Invalid repository "${repo}"`)
  return name
}
