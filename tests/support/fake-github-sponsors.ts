import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A sponsorship node as GitHub's GraphQL API returns it. */
export type FakeSponsorship = {
  privacyLevel: 'PUBLIC' | 'PRIVATE'
  createdAt: string
  tier: { name: string; monthlyPriceInDollars: number } | null
  sponsorEntity: { login: string; name: string | null; avatarUrl: string; url: string } | null
}

export type FakeMode = 'ok' | 'graphql-error' | 'unauthorized' | 'hang' | 'fail-second-page'

export type FakeGitHubSponsors = {
  url: string
  token: string
  login: string
  sponsorships: FakeSponsorship[]
  mode: FakeMode
  /** Every request body received, in order. */
  requests: { query: string; variables: Record<string, unknown> }[]
  close: () => Promise<void>
}

export function sponsorship(login: string, monthly: number, options: Partial<FakeSponsorship> & { name?: string | null } = {}): FakeSponsorship {
  return {
    privacyLevel: 'PUBLIC',
    createdAt: '2024-03-05T10:20:30Z',
    tier: { name: `$${monthly} a month`, monthlyPriceInDollars: monthly },
    sponsorEntity: {
      login,
      name: options.name === undefined ? login.toUpperCase() : options.name,
      avatarUrl: `https://avatars.githubusercontent.com/${login}`,
      url: `https://github.com/${login}`,
    },
    ...options,
  }
}

const cursorOf = (index: number) => Buffer.from(`cursor:v2:${index}`).toString('base64')
const indexOf = (cursor: unknown) => (typeof cursor === 'string' ? Number(Buffer.from(cursor, 'base64').toString().split(':')[2]) + 1 : 0)

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

/**
 * A local stand-in for https://api.github.com/graphql that answers the sponsorships query the
 * way GitHub does: bearer token, cursor pagination, private sponsorships only when asked for,
 * GraphQL errors in a 200 answer, "Bad credentials" as a 401.
 */
export async function startFakeGitHubSponsors(
  initial: Partial<Pick<FakeGitHubSponsors, 'sponsorships' | 'mode' | 'login' | 'token'>> = {},
): Promise<FakeGitHubSponsors> {
  const hanging = new Set<ServerResponse>()
  const fake: FakeGitHubSponsors = {
    url: '',
    token: initial.token ?? 'ghp_fake_token',
    login: initial.login ?? 'tanstack',
    sponsorships: initial.sponsorships ?? [],
    mode: initial.mode ?? 'ok',
    requests: [],
    close: async () => {
      for (const response of hanging) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/graphql') return send(response, 404, { message: 'Not Found' })
    const text = await readBody(request)
    if (request.headers.authorization?.toLowerCase() !== `bearer ${fake.token}` || fake.mode === 'unauthorized') {
      return send(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/graphql' })
    }
    let body: { query?: unknown; variables?: Record<string, unknown> }
    try {
      body = JSON.parse(text)
    } catch {
      return send(response, 400, { message: 'Problems parsing JSON' })
    }
    const query = typeof body.query === 'string' ? body.query : ''
    const variables = body.variables ?? {}
    fake.requests.push({ query, variables })
    if (fake.mode === 'hang') {
      hanging.add(response)
      return
    }
    if (fake.mode === 'graphql-error') {
      return send(response, 200, { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for user ID 1.' }] })
    }
    const root = /\b(repositoryOwner|user|organization)\s*\(/.exec(query)?.[1]
    if (!root || !query.includes('sponsorshipsAsMaintainer')) {
      return send(response, 200, { errors: [{ message: "Field 'sponsorshipsAsMaintainer' doesn't exist" }] })
    }
    if (variables.login !== fake.login) {
      return send(response, 200, {
        data: { [root]: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: [root],
            message: `Could not resolve to a ${root === 'repositoryOwner' ? 'RepositoryOwner' : root === 'user' ? 'User' : 'Organization'} with the login of '${String(variables.login)}'.`,
          },
        ],
      })
    }
    const start = indexOf(variables.after)
    if (fake.mode === 'fail-second-page' && start > 0) return send(response, 502, { message: 'Server Error' })
    const first = Math.min(Math.max(Number(variables.first) || 0, 1), 100)
    const includePrivate = !/includePrivate\s*:\s*false/.test(query) && /includePrivate\s*:\s*true/.test(query)
    const visible = fake.sponsorships.filter((s) => includePrivate || s.privacyLevel === 'PUBLIC')
    const nodes = visible.slice(start, start + first)
    const end = start + nodes.length - 1
    send(response, 200, {
      data: {
        [root]: {
          sponsorshipsAsMaintainer: {
            pageInfo: { hasNextPage: end < visible.length - 1, endCursor: nodes.length ? cursorOf(end) : null },
            nodes,
          },
        },
      },
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
  return fake
}
