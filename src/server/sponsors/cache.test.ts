import { describe, expect, it, vi } from 'vitest'
import { CachedSponsorsSource } from './cache'
import type { Sponsor, SponsorsSource } from './types'

const list = (login: string): Sponsor[] => [{ name: login, login, link: 'https://example.com', image: '/x.svg', tier: { name: 'Gold', monthlyAmount: 1000 } }]

/** A source answering from a script of results, counting calls. */
function scripted(results: (Sponsor[] | Error)[]): SponsorsSource & { calls: number } {
  const source = {
    calls: 0,
    async listSponsors() {
      const result = results[Math.min(source.calls++, results.length - 1)]
      if (result instanceof Error) throw result
      return result as Sponsor[]
    },
  }
  return source
}

describe('cached sponsors source', () => {
  it('asks the source again only after the time to live, serving the kept list while it answers', async () => {
    let now = 0
    const source = scripted([list('first'), list('second')])
    const cached = new CachedSponsorsSource(source, { ttlMs: 1000, now: () => now })
    expect(await cached.listSponsors()).toEqual(list('first'))
    now = 999
    expect(await cached.listSponsors()).toEqual(list('first'))
    expect(source.calls).toBe(1)
    now = 1000
    // Past its time the kept list still answers at once; the refresh runs behind it.
    expect(await cached.listSponsors()).toEqual(list('first'))
    expect(source.calls).toBe(2)
    await vi.waitFor(async () => expect(await cached.listSponsors()).toEqual(list('second')))
    expect(source.calls).toBe(2)
  })

  it('never makes a caller wait on a slow source once a list is kept', async () => {
    let now = 0
    let answerRefresh: (sponsors: Sponsor[]) => void = () => {}
    const answers = [Promise.resolve(list('first')), new Promise<Sponsor[]>((resolve) => (answerRefresh = resolve))]
    const cached = new CachedSponsorsSource({ listSponsors: () => answers.shift() ?? Promise.resolve(list('later')) }, { ttlMs: 1000, now: () => now })
    await cached.listSponsors()
    now = 5000
    // The refresh has not answered: both callers get the kept list instead of waiting for it.
    expect(await cached.listSponsors()).toEqual(list('first'))
    expect(await cached.listSponsors()).toEqual(list('first'))
    answerRefresh(list('refreshed'))
    await vi.waitFor(async () => expect(await cached.listSponsors()).toEqual(list('refreshed')))
  })

  it('shares one request between concurrent callers', async () => {
    const source = scripted([list('only')])
    const cached = new CachedSponsorsSource(source, { ttlMs: 1000 })
    const answers = await Promise.all([cached.listSponsors(), cached.listSponsors(), cached.listSponsors()])
    expect(answers).toEqual([list('only'), list('only'), list('only')])
    expect(source.calls).toBe(1)
  })

  it('serves the last good copy when the source fails, and retries later', async () => {
    let now = 0
    const errors: unknown[] = []
    const source = scripted([list('good'), new Error('GitHub is down'), list('back')])
    const cached = new CachedSponsorsSource(source, { ttlMs: 1000, retryAfterMs: 200, now: () => now, onError: (e) => errors.push(e) })
    await cached.listSponsors()
    now = 1500
    expect(await cached.listSponsors()).toEqual(list('good'))
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    now = 1600
    expect(await cached.listSponsors()).toEqual(list('good'))
    expect(source.calls).toBe(2)
    now = 1700
    await vi.waitFor(async () => expect(await cached.listSponsors()).toEqual(list('back')))
    expect(source.calls).toBe(3)
  })

  it('serves the fallback when the source never succeeded', async () => {
    const cached = new CachedSponsorsSource(scripted([new Error('down')]), { ttlMs: 1000, fallback: async () => list('file') })
    expect(await cached.listSponsors()).toEqual(list('file'))
  })
})
