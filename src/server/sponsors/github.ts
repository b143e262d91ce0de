import { z } from 'zod'
import { GitHubTimeoutError, type GitHubClient } from '~/server/github/client'
import { tierNameFor } from './tiers'
import type { Sponsor, SponsorsSource } from './types'

/** One page of the sponsorships of an account, public ones only. */
export const SPONSORSHIPS_QUERY = `query Sponsorships($login: String!, $first: Int!, $after: String) {
  repositoryOwner(login: $login) {
    ... on Sponsorable {
      sponsorshipsAsMaintainer(first: $first, after: $after, includePrivate: false) {
        pageInfo { hasNextPage endCursor }
        nodes {
          privacyLevel
          createdAt
          tier { name monthlyPriceInDollars }
          sponsorEntity {
            ... on User { login name avatarUrl url }
            ... on Organization { login name avatarUrl url }
          }
        }
      }
    }
  }
}`

const entitySchema = z.object({
  login: z.string().min(1),
  name: z.string().nullish(),
  avatarUrl: z.string().min(1),
  url: z.url(),
})

const sponsorshipSchema = z.object({
  privacyLevel: z.string(),
  createdAt: z.string(),
  tier: z.object({ name: z.string().nullish(), monthlyPriceInDollars: z.number().nullish() }).nullish(),
  // Deleted accounts come back as null, and entities of other kinds as an empty object.
  sponsorEntity: z.union([entitySchema, z.object({}).strict()]).nullish(),
})

const responseSchema = z.object({
  data: z
    .object({
      repositoryOwner: z
        .object({
          sponsorshipsAsMaintainer: z.object({
            pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }),
            nodes: z.array(sponsorshipSchema.nullable()),
          }),
        })
        .nullish(),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
})

type Sponsorship = z.infer<typeof sponsorshipSchema>

/** A public GitHub sponsorship as a sponsor of the site; private ones and ghosts give null. */
export function sponsorFromSponsorship(node: Sponsorship): Sponsor | null {
  if (node.privacyLevel !== 'PUBLIC') return null
  const entity = node.sponsorEntity
  if (!entity || !('login' in entity)) return null
  const monthlyAmount = Math.max(0, node.tier?.monthlyPriceInDollars ?? 0)
  const since = /^\d{4}-\d{2}-\d{2}/.exec(node.createdAt)?.[0]
  return {
    name: entity.name?.trim() || entity.login,
    login: entity.login,
    link: entity.url,
    image: entity.avatarUrl,
    tier: { name: tierNameFor(monthlyAmount), monthlyAmount },
    ...(since ? { since } : {}),
  }
}

export type GitHubSponsorsOptions = {
  /** Carries the sponsors token. */
  client: GitHubClient
  login: string
  /** Budget for the whole listing, every page included. */
  timeoutMs: number
  pageSize?: number
  /** A guard against a server that never stops saying there is another page. */
  maxPages?: number
}

/** Sponsors of one account from the GitHub GraphQL API (`sponsorshipsAsMaintainer`). */
export class GitHubSponsorsSource implements SponsorsSource {
  constructor(private readonly options: GitHubSponsorsOptions) {}

  async listSponsors(): Promise<Sponsor[]> {
    const { timeoutMs, pageSize = 100, maxPages = 50 } = this.options
    const signal = AbortSignal.timeout(timeoutMs)
    const sponsors: Sponsor[] = []
    let after: string | null = null
    for (let page = 0; page < maxPages; page++) {
      const connection = await this.fetchPage(after, pageSize, signal)
      for (const node of connection.nodes) {
        const sponsor = node ? sponsorFromSponsorship(node) : null
        if (sponsor) sponsors.push(sponsor)
      }
      const next = connection.pageInfo.endCursor
      if (!connection.pageInfo.hasNextPage || !next || next === after) return sponsors
      after = next
    }
    throw new Error(`GitHub Sponsors returned more than ${maxPages} pages`)
  }

  private async fetchPage(after: string | null, first: number, signal: AbortSignal) {
    const { client, login, timeoutMs } = this.options
    let response: Response
    let body: unknown
    try {
      response = await client.graphql(SPONSORSHIPS_QUERY, { login, first, after }, { signal, timeoutMs })
      body = await response.json().catch(() => undefined)
    } catch (error) {
      if (signal.aborted || error instanceof GitHubTimeoutError) throw new Error(`GitHub Sponsors did not answer within ${timeoutMs} ms`, { cause: error })
      throw error
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message
      throw new Error(`GitHub Sponsors answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`)
    }
    const parsed = responseSchema.safeParse(body)
    if (!parsed.success) throw new Error(`GitHub Sponsors sent an unexpected response: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`)
    if (parsed.data.errors?.length) throw new Error(`GitHub Sponsors: ${parsed.data.errors.map((e) => e.message).join('; ')}`)
    const owner = parsed.data.data?.repositoryOwner
    if (!owner) throw new Error(`GitHub Sponsors: no account "${login}"`)
    return owner.sponsorshipsAsMaintainer
  }
}
