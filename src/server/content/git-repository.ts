import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import type { TreeEntry } from './types'

type Pending = {
  resolve: (value: { type: string; oid: string; content: Buffer } | undefined) => void
  reject: (error: Error) => void
  withContent: boolean
}

/**
 * Reads objects from one git repository (bare or not) through a long-lived
 * `git cat-file --batch` process: one process per repository, requests answered in order.
 * Nothing is checked out; input never reaches a shell.
 */
export class GitRepository {
  private process: ChildProcessWithoutNullStreams | undefined
  private queue: Pending[] = []
  private buffer: Buffer = Buffer.alloc(0)

  constructor(readonly gitDir: string) {}

  private start(): ChildProcessWithoutNullStreams {
    if (this.process && this.process.exitCode === null && !this.process.killed) return this.process
    const child = spawn('git', ['--git-dir', this.gitDir, 'cat-file', '--batch-command', '--buffer'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    })
    child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
      this.drain()
    })
    child.stderr.on('data', () => {})
    const fail = (error: Error) => {
      const pending = this.queue
      this.queue = []
      this.buffer = Buffer.alloc(0)
      this.process = undefined
      for (const request of pending) request.reject(error)
    }
    child.on('error', fail)
    child.on('exit', (code) => fail(new Error(`git cat-file exited with code ${code}`)))
    child.stdin.on('error', () => {})
    this.process = child
    return child
  }

  private drain() {
    for (;;) {
      const request = this.queue[0]
      if (!request) return
      const newline = this.buffer.indexOf(10)
      if (newline < 0) return
      const header = this.buffer.subarray(0, newline).toString('utf8')
      if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
        this.buffer = this.buffer.subarray(newline + 1)
        this.queue.shift()
        request.resolve(undefined)
        continue
      }
      const [oid = '', type = '', sizeText = '0'] = header.split(' ')
      if (!request.withContent) {
        this.buffer = this.buffer.subarray(newline + 1)
        this.queue.shift()
        request.resolve({ oid, type, content: Buffer.alloc(0) })
        continue
      }
      const size = Number(sizeText)
      const end = newline + 1 + size
      if (this.buffer.length < end + 1) return
      const content = Buffer.from(this.buffer.subarray(newline + 1, end))
      this.buffer = this.buffer.subarray(end + 1)
      this.queue.shift()
      request.resolve({ oid, type, content })
    }
  }

  private request(command: 'contents' | 'info', object: string) {
    if (/[\n\r\0]/.test(object)) return Promise.resolve(undefined)
    const child = this.start()
    return new Promise<{ type: string; oid: string; content: Buffer } | undefined>((resolve, reject) => {
      this.queue.push({ resolve, reject, withContent: command === 'contents' })
      // --buffer needs an explicit flush after each command.
      child.stdin.write(`${command} ${object}\nflush\n`)
    })
  }

  /** The commit a branch, tag or commit name points to. */
  async resolveCommit(ref: string): Promise<string | undefined> {
    const candidates = /^[0-9a-f]{40}$/.test(ref) ? [ref] : [`refs/heads/${ref}`, `refs/tags/${ref}`, ref]
    for (const candidate of candidates) {
      const info = await this.request('info', `${candidate}^{commit}`)
      if (info?.type === 'commit') return info.oid
    }
    return undefined
  }

  async readBlob(commit: string, path: string): Promise<Buffer | undefined> {
    const object = await this.request('contents', `${commit}:${path}`)
    return object?.type === 'blob' ? object.content : undefined
  }

  async listTree(commit: string, path: string): Promise<TreeEntry[] | undefined> {
    const object = await this.request('contents', path ? `${commit}:${path}` : `${commit}^{tree}`)
    if (object?.type !== 'tree') return undefined
    return parseTree(object.content, path)
  }

  /** `git log --name-only` of a path at a commit (one process, bounded output). */
  logNames(commit: string, path: string, format: string): Promise<string> {
    if (!/^[0-9a-f]{40,64}$/.test(commit)) return Promise.reject(new Error(`Not a commit id: ${commit}`))
    const args = ['--git-dir', this.gitDir, '-c', 'core.quotePath=false', 'log', `--format=${format}`, '--name-only', '--no-renames', commit, '--', path]
    return new Promise((resolve, reject) => {
      execFile('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      )
    })
  }

  async close() {
    const child = this.process
    this.process = undefined
    if (child && child.exitCode === null) {
      child.stdin.end()
      child.kill()
    }
  }
}

/** Parses git's binary tree format: `<mode> <name>\0<20-byte id>` repeated. */
export function parseTree(content: Buffer, parent: string): TreeEntry[] {
  const entries: TreeEntry[] = []
  let offset = 0
  while (offset < content.length) {
    const space = content.indexOf(32, offset)
    const nul = content.indexOf(0, space)
    if (space < 0 || nul < 0) break
    const mode = content.subarray(offset, space).toString('utf8')
    const name = content.subarray(space + 1, nul).toString('utf8')
    offset = nul + 21
    if (mode === '160000') continue // submodules are not content
    const type = mode === '40000' || mode === '040000' ? 'dir' : 'file'
    entries.push({ name, path: parent ? `${parent}/${name}` : name, type })
  }
  return entries
}
