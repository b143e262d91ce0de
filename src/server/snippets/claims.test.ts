import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { claimIsFree, finishClaim, readClaim, releaseClaim, renewClaim, takeClaim } from './claims'

const MINUTE = 60_000
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 12, minutes))

describe('the claim rule', () => {
  it('frees a claim only when there is none, or its holder let it expire before finishing', () => {
    expect(claimIsFree(undefined, at(0))).toBe(true)
    expect(claimIsFree({ expiresAt: at(10).toISOString(), doneAt: null }, at(9))).toBe(false)
    expect(claimIsFree({ expiresAt: at(10).toISOString(), doneAt: null }, at(10))).toBe(true)
    expect(claimIsFree({ expiresAt: at(10).toISOString(), doneAt: null }, at(30))).toBe(true)
    // A finished check is never taken again, however old.
    expect(claimIsFree({ expiresAt: at(10).toISOString(), doneAt: at(5).toISOString() }, at(600))).toBe(false)
  })
})

describe.each(backends)('claims on %s', (backend) => {
  const suite = databaseForSuite(backend)
  const itOnBackend = it.skipIf(!backendAvailable(backend))

  itOnBackend('gives a commit to exactly one of several instances asking at once', async () => {
    const key = { libraryId: 'query', commit: 'c1', checker: 'snippets-test' }
    const owners = ['a', 'b', 'c', 'd', 'e']
    const taken = await Promise.all(owners.map((owner) => takeClaim(suite.database, key, owner, 10 * MINUTE, at(0))))
    expect(taken.filter(Boolean)).toHaveLength(1)
    const holder = owners[taken.indexOf(true)]
    expect((await readClaim(suite.database, key))?.owner).toBe(holder)
    // Another library, commit or checker version is another claim.
    expect(await takeClaim(suite.database, { ...key, commit: 'c2' }, 'b', 10 * MINUTE, at(0))).toBe(true)
    expect(await takeClaim(suite.database, { ...key, checker: 'snippets-next' }, 'c', 10 * MINUTE, at(0))).toBe(true)
  })

  itOnBackend('lets another instance take over an expired claim, but not a renewed or finished one', async () => {
    const key = { libraryId: 'router', commit: 'c1', checker: 'snippets-test' }
    expect(await takeClaim(suite.database, key, 'first', 10 * MINUTE, at(0))).toBe(true)
    expect(await takeClaim(suite.database, key, 'second', 10 * MINUTE, at(9))).toBe(false)
    // The holder renews while it checks: still held at minute 15.
    expect(await renewClaim(suite.database, key, 'first', 10 * MINUTE, at(8))).toBe(true)
    expect(await takeClaim(suite.database, key, 'second', 10 * MINUTE, at(15))).toBe(false)
    // It stopped renewing (crashed): past the expiry the second instance takes it.
    expect(await takeClaim(suite.database, key, 'second', 10 * MINUTE, at(18))).toBe(true)
    expect(await renewClaim(suite.database, key, 'first', 10 * MINUTE, at(19))).toBe(false)
    await finishClaim(suite.database, key, 'second', at(20))
    expect(await readClaim(suite.database, key)).toMatchObject({ owner: 'second', doneAt: at(20).toISOString() })
    expect(await takeClaim(suite.database, key, 'third', 10 * MINUTE, at(600))).toBe(false)
  })

  itOnBackend('frees a claim its holder gives up, but never a finished one', async () => {
    const key = { libraryId: 'form', commit: 'c1', checker: 'snippets-test' }
    expect(await takeClaim(suite.database, key, 'first', 10 * MINUTE, at(0))).toBe(true)
    await releaseClaim(suite.database, key, 'someone-else')
    expect(await takeClaim(suite.database, key, 'second', 10 * MINUTE, at(1))).toBe(false)
    await releaseClaim(suite.database, key, 'first')
    expect(await takeClaim(suite.database, key, 'second', 10 * MINUTE, at(1))).toBe(true)
    await finishClaim(suite.database, key, 'second', at(2))
    await releaseClaim(suite.database, key, 'second')
    expect(await readClaim(suite.database, key)).toMatchObject({ owner: 'second', doneAt: at(2).toISOString() })
  })
})
