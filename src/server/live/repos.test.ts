import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GitHubClient } from '~/server/github/client'
import { gitDirOf, GitHistoryRepoFigures, GitHubRepoFigures, nextLink } from './repos'

describe('Link header', () => {
  it('finds the next page', () => {
    const header =
      '<https://api.github.com/repositories/1/contributors?per_page=100&page=2>; rel="next", <https://api.github.com/repositories/1/contributors?per_page=100&page=5>; rel="last"'
    expect(nextLink(header)).toBe('https://api.github.com/repositories/1/contributors?per_page=100&page=2')
    expect(nextLink('<https://x/?page=1>; rel="prev", <https://x/?page=1>; rel="first"')).toBeUndefined()
    expect(nextLink(null)).toBeUndefined()
  })
})

describe('GitHub figures', () => {
  let server: Server
  let url: string
  const seen: string[] = []
  let failing = false

  beforeAll(async () => {
    // Answers like GitHub's REST API: the repository, and contributors 100 a page with Link headers.
    server = createServer((request, response) => {
      const u = new URL(request.url ?? '/', 'http://fake')
      seen.push(`${request.headers.authorization} ${u.pathname}${u.search}`)
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers })
        response.end(JSON.stringify(body))
      }
      if (failing) return json(503, { message: 'Service Unavailable' })
      if (request.headers.authorization !== 'Bearer secret') return json(401, { message: 'Bad credentials' })
      if (u.pathname === '/repos/tanstack/query') return json(200, { full_name: 'tanstack/query', stargazers_count: 43_210 })
      if (u.pathname === '/repos/tanstack/query/contributors') {
        const total = 250
        const page = Number(u.searchParams.get('page') ?? 1)
        const per = Number(u.searchParams.get('per_page') ?? 30)
        const items = Array.from({ length: Math.max(0, Math.min(per, total - (page - 1) * per)) }, (_, i) => ({
          login: `user${(page - 1) * per + i}`,
          contributions: 1,
        }))
        const last = Math.ceil(total / per)
        const link: Record<string, string> =
          page < last
            ? {
                link: `<${url}/repositories/1/contributors?per_page=${per}&anon=1&page=${page + 1}>; rel="next", <${url}/repositories/1/contributors?per_page=${per}&anon=1&page=${last}>; rel="last"`,
              }
            : {}
        return json(200, items, link)
      }
      if (u.pathname === '/repositories/1/contributors') {
        request.url = `/repos/tanstack/query/contributors${u.search}`
        server.emit('request', request, response)
        return
      }
      json(404, { message: 'Not Found' })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const figuresWith = (token: string) => new GitHubRepoFigures(new GitHubClient({ apiUrl: url, rawUrl: url, graphqlUrl: `${url}/graphql`, token }))

  it('reads stars and counts contributors over every page, with the token', async () => {
    seen.length = 0
    const figures = await figuresWith('secret').figures('tanstack/query')
    expect(figures).toEqual({ stars: 43_210, contributors: 250 })
    expect(seen.filter((s) => s.includes('/repos/tanstack/query/contributors'))).toHaveLength(3)
    expect(seen.every((s) => s.startsWith('Bearer secret '))).toBe(true)
  })

  it('fails loudly on an error status so the last figures are kept', async () => {
    failing = true
    await expect(figuresWith('secret').figures('tanstack/query')).rejects.toThrow(/status 503/)
    failing = false
    await expect(figuresWith('wrong').figures('tanstack/query')).rejects.toThrow(/status 401/)
    await expect(figuresWith('secret').figures('tanstack/nothing')).rejects.toThrow(/status 404/)
  })
})

describe('local history figures', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'live-git-'))
    const work = path.join(dir, 'work')
    mkdirSync(work)
    const git = (...args: string[]) => execFileSync('git', args, { cwd: work, stdio: 'ignore' })
    git('init', '-q', '-b', 'main')
    const authors = ['ann@example.com', 'bob@example.com', 'ANN@example.com', 'cy@example.com']
    authors.forEach((email, i) => {
      writeFileSync(path.join(work, 'file.txt'), String(i))
      git('add', '.')
      git('-c', 'user.name=Someone', '-c', `user.email=${email}`, 'commit', '-q', '-m', `change ${i}`)
    })
    execFileSync('git', ['clone', '-q', '--mirror', work, path.join(dir, 'content', 'query')])
    mkdirSync(path.join(dir, 'content', 'form', 'docs'), { recursive: true })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('counts distinct commit authors of a mirror, and nothing for a plain folder or a missing entry', async () => {
    const source = new GitHistoryRepoFigures(path.join(dir, 'content'))
    expect(await source.figures('tanstack/query')).toEqual({ stars: null, contributors: 3 })
    expect(await source.figures('tanstack/form')).toEqual({ stars: null, contributors: null })
    expect(await source.figures('tanstack/table')).toEqual({ stars: null, contributors: null })
    expect(gitDirOf(path.join(dir), 'tanstack/work')).toBe(path.join(dir, 'work', '.git'))
  })
})
