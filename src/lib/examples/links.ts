/** Where an example can be seen elsewhere: GitHub, and the online sandboxes. */
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
