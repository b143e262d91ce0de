import { z } from 'zod'

/** Example names: one or more folder names of letters, digits, `.`, `_`, `-` (never `..`). */
const examplePattern = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/

export function isValidExampleName(name: string): boolean {
  return name.length <= 200 && examplePattern.test(name)
}

/** The repository folder of an example: `examples/{framework}/{name}`. */
export function exampleRoot(framework: string, name: string): string {
  return `examples/${framework}/${name.replace(/\/+$/, '')}`
}

/**
 * The `path` search parameter as a path inside the example, or undefined when it cannot be one:
 * `..` or `.` segments, backslashes, control characters, percent-escapes, absolute paths. A full
 * repository path that starts with the example's folder is accepted too.
 */
export function filePathInExample(requested: string | undefined, root: string): string | undefined {
  if (!requested || requested.length > 500) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\%]/.test(requested) || requested.startsWith('/')) return undefined
  const segments = requested.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined
  const path = segments.join('/')
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
}

export const examplePanels = ['code', 'sandbox'] as const
export type ExamplePanel = (typeof examplePanels)[number]

/** Search parameters of the example route; a wrong value is dropped, never an error. */
export const exampleSearchSchema = z.object({
  path: z.string().max(500).optional().catch(undefined),
  panel: z.enum(examplePanels).optional().catch(undefined),
})
export type ExampleSearch = z.infer<typeof exampleSearchSchema>

export const EXAMPLES_STALE_TIME = 5 * 60_000

export function githubExampleUrl(repo: string, branch: string, root: string): string {
  return `https://github.com/${repo}/tree/${encodeURIComponent(branch)}/${root}`
}

export function githubFileUrl(repo: string, branch: string, filePath: string): string {
  return `https://github.com/${repo}/blob/${encodeURIComponent(branch)}/${filePath}`
}

export type SandboxKind = 'stackblitz' | 'codesandbox'

/** StackBlitz for most examples; CodeSandbox for Start examples, which need a Node server. */
export function sandboxKindFor(libraryId: string): SandboxKind {
  return libraryId === 'start' ? 'codesandbox' : 'stackblitz'
}

/** The sandbox URL of an example opened from GitHub; `embed` gives the iframe form. */
export function sandboxUrl(kind: SandboxKind, options: { repo: string; branch: string; root: string; file?: string; embed: boolean }): string {
  const { repo, branch, root, file, embed } = options
  if (kind === 'stackblitz') {
    const params = new URLSearchParams()
    if (embed) params.set('embed', '1')
    if (file) params.set('file', file)
    const query = params.toString()
    return `https://stackblitz.com/github/${repo}/tree/${encodeURIComponent(branch)}/${root}${query ? `?${query}` : ''}`
  }
  const params = new URLSearchParams()
  if (embed) params.set('embed', '1')
  if (file) params.set('file', `/${file}`)
  const query = params.toString()
  return `https://codesandbox.io/p/github/${repo}/${encodeURIComponent(branch)}/${root}${query ? `?${query}` : ''}`
}
