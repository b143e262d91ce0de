import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_FNS, callServerFn, createAdmin, createOrdinaryUser, signIn } from '../support/auth'
import { startBuiltServer, type RunningServer } from '../support/server'

const PASSWORD = 'a long enough admin password'

describe('sign-in limits', () => {
  let server: RunningServer
  let dir: string
  let base: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-sign-in-'))
    const databaseUrl = `file:${path.join(dir, 'site.db')}`
    server = await startBuiltServer({
      DATABASE_URL: databaseUrl,
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
      LOGIN_WINDOW_SECONDS: '600',
      LOGIN_ACCOUNT_SLOWDOWN_AFTER: '6',
      TRUST_PROXY: '1',
    })
    base = server.url
    await createAdmin(databaseUrl, 'admin', PASSWORD)
    await createOrdinaryUser(databaseUrl, 'burst-target', PASSWORD)
    await createOrdinaryUser(databaseUrl, 'owner-under-attack', PASSWORD)
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const from = (address: string) => ({ 'x-forwarded-for': address })

  it('reserves each attempt before the password is checked: a burst of guesses gets no more tries than the limit', async () => {
    const guesses = await Promise.all(Array.from({ length: 60 }, () => signIn(base, 'burst-target', 'wrong password', from('198.51.100.10'))))
    const statuses = guesses.map((g) => g.response.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(55)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    // The right password at the end of the burst does not get in from there.
    const right = await signIn(base, 'burst-target', PASSWORD, from('198.51.100.10'))
    expect(right.response.status).toBe(429)
    expect(right.cookie).toBeUndefined()
  })

  it('cannot lock the real admin out: guesses from one address do not block another', async () => {
    for (const name of ['ADMIN', 'Admin', 'admin', 'aDMIN', 'ADMIN', 'admin']) await signIn(base, name, 'wrong password', from('203.0.113.66'))
    expect((await signIn(base, 'admin', PASSWORD, from('203.0.113.66'))).response.status).toBe(429)
    const real = await signIn(base, 'admin', PASSWORD, from('192.0.2.1'))
    expect(real.response.status).toBe(200)
    expect(real.cookie).toBeDefined()
  })

  it('counts the address the trusted proxy appended, not the one the client wrote in front of it', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 24; i++) {
      const { response } = await signIn(base, `nobody-${i}`, 'wrong password', from(`10.9.${i}.1, 198.51.100.77`))
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 8; i++) statuses.push((await signIn(base, 'v6-target', 'wrong password', from(`2001:db8:30:1::${i}`))).response.status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    // Another /64 is another client.
    expect((await signIn(base, 'v6-target', 'wrong password', from('2001:db8:30:2::1'))).response.status).toBe(401)
  })

  it('slows guesses at one account from many addresses, one at a time with growing pauses; the owner still gets in', async () => {
    const times: number[] = []
    for (let i = 1; i <= 8; i++) {
      const started = performance.now()
      const { response } = await signIn(base, 'spread-target', 'wrong password', from(`198.51.100.${100 + i}`))
      times.push(performance.now() - started)
      expect(response.status).toBe(401)
    }
    // Six failures are free; the seventh waited a second, the eighth two.
    expect(times[7], times.map((t) => t.toFixed(0)).join(' ')).toBeGreaterThanOrEqual(1800)
  }, 30_000)

  it('throttles a guesser spread over many /64s by its network, not the account: the owner signs in from a fresh address during the attack and after it', async () => {
    const guess = (i: number) =>
      signIn(base, 'owner-under-attack', 'wrong password', from(`2001:db8:bad:${i.toString(16)}::1`)).then(
        (g) => g.response.status,
        () => 0,
      )
    // Enough failures for the account's queue to start, one guess per /64.
    for (let i = 1; i <= 8; i++) await guess(i)
    // Then a wave from further /64s: the queue fills (8 waiting, each paused longer) and the rest are refused.
    const wave = Array.from({ length: 16 }, (_, n) => guess(100 + n))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const started = performance.now()
    const owner = await signIn(base, 'owner-under-attack', PASSWORD, from('2001:db8:600d:1::1'))
    expect(owner.response.status).toBe(200)
    expect(owner.cookie).toBeDefined()
    expect(performance.now() - started).toBeLessThan(3000)
    // The guessers are still slowed and refused: the wave has not got its answers, or got 429.
    const answered = await Promise.race([Promise.all(wave), new Promise<undefined>((resolve) => setTimeout(resolve, 200))])
    if (answered) expect(answered.filter((s) => s === 429).length).toBeGreaterThan(0)
    // After the attack the owner signs in again at once from yet another address (IPv4 this time).
    const later = performance.now()
    expect((await signIn(base, 'owner-under-attack', PASSWORD, from('192.0.2.77'))).response.status).toBe(200)
    expect(performance.now() - later).toBeLessThan(3000)
  }, 30_000)

  it('marks sign-in and sign-out answers private and never stored', async () => {
    const wrong = await signIn(base, 'nobody-else', 'wrong password', from('198.51.100.200'))
    expect(wrong.response.status).toBe(401)
    expect(wrong.response.headers.get('cache-control')).toBe('private, no-store')
    const ok = await signIn(base, 'admin', PASSWORD, from('198.51.100.201'))
    expect(ok.response.status).toBe(200)
    expect(ok.response.headers.get('cache-control')).toBe('private, no-store')
    const out = await callServerFn(base, AUTH_FNS, 'signOutFn', undefined, { cookie: ok.cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('cache-control')).toBe('private, no-store')
  })
})
