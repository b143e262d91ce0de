import { describe, expect, it } from 'vitest'
import { pageRequests } from './page-requests'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve, reject }
}

function clockedRequests() {
  let time = 1_000
  const requests = pageRequests<string>({ keptMs: 2000, now: () => time })
  return { requests, advance: (ms: number) => (time += ms) }
}

describe('pageRequests', () => {
  it("gives the answer asked for at a press to the page's navigation once, and to its preloads without taking it", async () => {
    const { requests } = clockedRequests()
    let sent = 0
    requests.ask('a', async () => `answer ${++sent}`)
    expect(requests.onItsWay('a')).toBe(true)
    expect(requests.onItsWay('b')).toBe(false)
    expect(requests.take('b')).toBeUndefined()
    expect(await requests.peek('a')).toBe('answer 1')
    expect(await requests.take('a')).toBe('answer 1')
    expect(requests.take('a')).toBeUndefined()
    expect(requests.onItsWay('a')).toBe(false)
    expect(sent).toBe(1)
  })

  it('lets an answer no navigation took lapse (a press that did not become a click)', () => {
    const { requests, advance } = clockedRequests()
    requests.ask('a', async () => 'answer')
    advance(1999)
    expect(requests.onItsWay('a')).toBe(true)
    advance(1)
    expect(requests.onItsWay('a')).toBe(false)
    expect(requests.take('a')).toBeUndefined()
  })

  it('keeps only the latest press or click', () => {
    const { requests } = clockedRequests()
    requests.ask('a', async () => 'first')
    requests.ask('b', async () => 'second')
    expect(requests.onItsWay('a')).toBe(false)
    expect(requests.onItsWay('b')).toBe(true)
  })

  it('counts a preload as on its way until it is answered or fails, one count per preload', async () => {
    const { requests } = clockedRequests()
    const first = deferred<string>()
    const second = deferred<string>()
    void requests.preloading('a', first.promise)
    requests.preloading('a', second.promise).catch(() => undefined)
    first.resolve('page')
    await first.promise
    expect(requests.onItsWay('a')).toBe(true)
    second.reject(new Error('offline'))
    await second.promise.catch(() => undefined)
    await Promise.resolve()
    expect(requests.onItsWay('a')).toBe(false)
  })

  it('does not leave a failed request unhandled', async () => {
    const { requests } = clockedRequests()
    requests.ask('a', () => Promise.reject(new Error('offline')))
    await expect(requests.take('a')).rejects.toThrow('offline')
  })
})
