import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sponsorship, startFakeGitHubSponsors, type FakeGitHubSponsors } from '../../../tests/support/fake-github-sponsors'
import { GitHubClient } from '~/server/github/client'
import { CachedSponsorsSource } from './cache'
import { GitHubSponsorsSource, type GitHubSponsorsOptions } from './github'

let fake: FakeGitHubSponsors

beforeEach(async () => {
  fake = await startFakeGitHubSponsors({
    sponsorships: [
      sponsorship('big-co', 5000, { createdAt: '2022-09-09T08:00:00Z' }),
      sponsorship('secret-co', 2000, { privacyLevel: 'PRIVATE' }),
      sponsorship('mid-co', 1000),
      sponsorship('nameless', 25, { name: null }),
      sponsorship('ghost', 10, { sponsorEntity: null }),
      sponsorship('small-dev', 5),
      sponsorship('custom', 300, { tier: null }),
    ],
  })
})
afterEach(async () => {
  await fake.close()
})

const client = (token = fake.token) => new GitHubClient({ apiUrl: fake.url, rawUrl: fake.url, graphqlUrl: fake.url, token })
const source = ({ token, ...options }: Partial<GitHubSponsorsOptions> & { token?: string } = {}) =>
  new GitHubSponsorsSource({ client: client(token), login: fake.login, timeoutMs: 2000, ...options })

describe('GitHub Sponsors source against a local GraphQL server', () => {
  it('follows the cursors through every page and keeps public sponsors only', async () => {
    const sponsors = await source({ pageSize: 2 }).listSponsors()
    expect(sponsors.map((s) => s.login)).toEqual(['big-co', 'mid-co', 'nameless', 'small-dev', 'custom'])
    // Six public sponsorships, two a page: three pages, each after the previous page's cursor.
    expect(fake.requests).toHaveLength(3)
    expect(fake.requests[0]?.variables).toMatchObject({ login: 'tanstack', first: 2, after: null })
    expect(fake.requests[1]?.variables.after).toEqual(expect.any(String))
    expect(fake.requests[2]?.variables.after).not.toBe(fake.requests[1]?.variables.after)
    expect(fake.requests[0]?.query).toMatch(/includePrivate:\s*false/)
  })

  it('turns a sponsorship into a sponsor with name, link, image, tier and date', async () => {
    const [big, , nameless, , custom] = await source().listSponsors()
    expect(big).toEqual({
      name: 'BIG-CO',
      login: 'big-co',
      link: 'https://github.com/big-co',
      image: 'https://avatars.githubusercontent.com/big-co',
      tier: { name: 'Platinum', monthlyAmount: 5000 },
      since: '2022-09-09',
    })
    expect(nameless?.name).toBe('nameless')
    expect(custom?.tier).toEqual({ name: 'Supporter', monthlyAmount: 0 })
  })

  it('drops a private sponsorship even when the server sends it', async () => {
    fake.sponsorships = [sponsorship('open', 100), sponsorship('hidden', 100, { privacyLevel: 'PRIVATE' })]
    const sponsors = await new GitHubSponsorsSource({ client: client(), login: fake.login, timeoutMs: 2000 }).listSponsors()
    expect(sponsors.map((s) => s.login)).toEqual(['open'])
  })

  it("rejects with GitHub's message on a GraphQL error, bad credentials, an unknown account or a failing page", async () => {
    fake.mode = 'graphql-error'
    await expect(source().listSponsors()).rejects.toThrow(/rate limit/)
    fake.mode = 'ok'
    await expect(source({ token: 'wrong' }).listSponsors()).rejects.toThrow(/401: Bad credentials/)
    await expect(source({ login: 'nobody' }).listSponsors()).rejects.toThrow(/Could not resolve/)
    fake.mode = 'fail-second-page'
    await expect(source({ pageSize: 2 }).listSponsors()).rejects.toThrow(/502/)
  })

  it('gives up after its timeout when GitHub does not answer', async () => {
    fake.mode = 'hang'
    const started = Date.now()
    await expect(source({ timeoutMs: 300 }).listSponsors()).rejects.toThrow(/did not answer within 300 ms/)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('serves the last good list through the cache while GitHub errors or hangs', async () => {
    let now = 0
    const errors: unknown[] = []
    const cached = new CachedSponsorsSource(source({ timeoutMs: 300 }), {
      ttlMs: 1000,
      retryAfterMs: 100,
      now: () => now,
      onError: (error) => errors.push(error),
    })
    const good = await cached.listSponsors()
    expect(good).toHaveLength(5)
    fake.mode = 'graphql-error'
    now = 2000
    expect(await cached.listSponsors()).toEqual(good)
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    fake.mode = 'hang'
    now = 3000
    expect(await cached.listSponsors()).toEqual(good)
    await vi.waitFor(() => expect(errors).toHaveLength(2))
    expect(String(errors[1])).toMatch(/did not answer within 300 ms/)
    expect(await cached.listSponsors()).toEqual(good)
  })
})
