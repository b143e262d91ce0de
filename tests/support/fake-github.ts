import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeGitHub = {
  apiUrl: string
  rawUrl: string
  requests: string[]
  /** Makes every request fail with this status until set back to undefined. */
  failWith: number | undefined
  close: () => Promise<void>
}

function gitOutput(gitDir: string, args: string[]): Buffer | undefined {
  try {
    return execFileSync('git', ['--git-dir', gitDir, ...args], { stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

/**
 * A local server that answers like GitHub's REST API (`commits/{ref}` with the sha media
 * type, `contents/{path}?ref=`) and its raw file host, serving real git repositories:
 * `repos` maps `owner/name` to a git directory.
 */
export async function startFakeGitHub(repos: Record<string, string>, options: { token?: string } = {}): Promise<FakeGitHub> {
  const state = { failWith: undefined as number | undefined }
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    const send = (status: number, body: string | Buffer, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    }
    if (state.failWith) return send(state.failWith, JSON.stringify({ message: 'Server Error' }))
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      return send(401, JSON.stringify({ message: 'Bad credentials' }))
    }
    const api = /^\/api\/repos\/([^/]+\/[^/]+)\/(commits|contents)\/?(.*)$/.exec(url.pathname)
    if (api) {
      const [, repo = '', kind, rest = ''] = api
      const gitDir = repos[repo]
      if (!gitDir) return send(404, JSON.stringify({ message: 'Not Found' }))
      if (kind === 'commits') {
        const sha = gitOutput(gitDir, ['rev-parse', '--verify', '--quiet', `${decodeURIComponent(rest)}^{commit}`])
        if (!sha) return send(422, JSON.stringify({ message: `No commit found for SHA: ${rest}` }))
        if (request.headers.accept === 'application/vnd.github.sha') return send(200, sha.toString().trim(), 'text/plain')
        return send(200, JSON.stringify({ sha: sha.toString().trim() }))
      }
      const ref = url.searchParams.get('ref') ?? 'HEAD'
      const dir = decodeURIComponent(rest)
      const listing = gitOutput(gitDir, ['ls-tree', '-l', dir ? `${ref}:${dir}` : `${ref}^{tree}`])
      if (!listing) return send(404, JSON.stringify({ message: 'Not Found' }))
      const items = listing
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [meta = '', name = ''] = line.split('\t')
          const [, type, , size] = meta.split(/\s+/)
          return { name, path: dir ? `${dir}/${name}` : name, type: type === 'tree' ? 'dir' : 'file', size: Number(size) || 0 }
        })
      return send(200, JSON.stringify(items))
    }
    const raw = /^\/raw\/([^/]+\/[^/]+)\/([0-9a-f]{40})\/(.+)$/.exec(url.pathname)
    if (raw) {
      const [, repo = '', sha, file = ''] = raw
      const gitDir = repos[repo]
      const blob = gitDir ? gitOutput(gitDir, ['cat-file', 'blob', `${sha}:${decodeURIComponent(file)}`]) : undefined
      if (!blob) return send(404, '404: Not Found', 'text/plain')
      return send(200, blob, 'text/plain; charset=utf-8')
    }
    send(404, JSON.stringify({ message: 'Not Found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    apiUrl: `${base}/api`,
    rawUrl: `${base}/raw`,
    requests,
    get failWith() {
      return state.failWith
    },
    set failWith(value) {
      state.failWith = value
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
