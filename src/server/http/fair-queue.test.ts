import { describe, expect, it } from 'vitest'
import { FairQueue, WorkRefused, type WorkGrant } from './fair-queue'

/** A queue on a clock the test moves, whose next piece starts when the test says. */
function queueFor(maxWaitMs = 2000) {
  let now = 0
  let busy = 0
  const deferred: (() => void)[] = []
  const queue = new FairQueue({ maxWaitMs, now: () => now, busyMs: () => busy, load: { share: () => 0, windowMs: 500 }, defer: (next) => deferred.push(next) })
  return {
    queue,
    /** The wall clock and the main thread's busy time move on (busy ≤ wall). */
    spend: (wallMs: number, busyMs = wallMs) => {
      now += wallMs
      busy += busyMs
    },
    /** The event loop goes round: the next waiting piece starts. */
    turn: async () => {
      for (const next of deferred.splice(0)) next()
      await Promise.resolve()
    },
  }
}

/** Records the order in which pieces start. */
function track(started: string[]) {
  return (promise: Promise<WorkGrant>, name: string) => promise.then((grant) => (started.push(name), grant))
}

describe('FairQueue', () => {
  it('refuses every waiting piece and every later one once closed (the server is stopping); the piece running finishes', async () => {
    const { queue, turn } = queueFor()
    const running = await queue.take('a')
    const waiting = [queue.take('b'), queue.take('c', 'work', 'preload')]
    queue.close()
    for (const piece of waiting) await expect(piece).rejects.toBeInstanceOf(WorkRefused)
    await expect(queue.take('d')).rejects.toBeInstanceOf(WorkRefused)
    running.done()
    await turn()
    expect(queue.queued).toBe(0)
  })

  it('runs one piece at a time; the next starts when the one running is done', async () => {
    const { queue, turn } = queueFor()
    const first = await queue.take('a')
    let second: WorkGrant | undefined
    void queue.take('b').then((grant) => (second = grant))
    await turn()
    expect(second).toBeUndefined()
    first.done()
    await turn()
    expect(second).toBeDefined()
  })

  it("puts a reader's one piece ahead of a crawler's backlog", async () => {
    const { queue, spend, turn } = queueFor()
    const started: string[] = []
    const grants = new Map<string, WorkGrant>()
    const start = (name: string, client: string) => void queue.take(client).then((grant) => (started.push(name), grants.set(name, grant)))
    let running = await queue.take('crawler')
    for (let n = 1; n <= 5; n++) start(`crawler ${n}`, 'crawler')
    start('reader', 'reader')
    for (let n = 0; n < 6; n++) {
      spend(100)
      running.done()
      await turn()
      await Promise.resolve()
      running = grants.get(started.at(-1)!)!
    }
    running.done()
    expect(started).toHaveLength(6)
    expect(started.indexOf('reader')).toBeLessThanOrEqual(1)
  })

  it('charges the busy time of a piece, not its wall-clock time', async () => {
    const { queue, spend, turn } = queueFor()
    // Both clients had one piece: a's held the loop 400 ms, b's waited 400 ms on I/O with 5 ms of work.
    const a = await queue.take('a')
    spend(400, 400)
    a.done()
    await turn()
    const b = await queue.take('b')
    spend(400, 5)
    b.done()
    await turn()
    const blocker = await queue.take('c')
    const started: string[] = []
    const start = track(started)
    const next = [start(queue.take('a'), 'a'), start(queue.take('b'), 'b')]
    blocker.done()
    await turn()
    ;(await Promise.race(next)).done()
    await turn()
    await Promise.all(next)
    expect(started).toEqual(['b', 'a'])
  })

  it('refuses only when the wait would pass the bound, and the client with the most queued first', async () => {
    const { queue, spend, turn } = queueFor(2000)
    // Teach the queue that pieces start 200 ms apart while work queues.
    let piece = await queue.take('a', 'render')
    for (let n = 0; n < 30; n++) {
      const next = queue.take('a', 'render')
      spend(200)
      piece.done()
      await turn()
      piece = await next
    }
    piece.done()
    await turn()
    const running = await queue.take('crawler', 'render')
    const waits: Promise<WorkGrant>[] = []
    let refusal: unknown
    for (let n = 0; n < 30 && !refusal; n++) {
      const piece = queue.take('crawler', 'render')
      piece.catch((error: unknown) => (refusal = error))
      waits.push(piece)
      await Promise.resolve()
    }
    expect(refusal).toBeInstanceOf(WorkRefused)
    expect((refusal as WorkRefused).retryAfterSeconds).toBeGreaterThanOrEqual(2)
    // About ten pieces of 200 ms fit in two seconds of waiting.
    expect(queue.queued).toBeGreaterThanOrEqual(9)
    expect(queue.queued).toBeLessThanOrEqual(11)
    // Another client is still admitted, ahead of the backlog.
    const reader = queue.take('reader', 'render')
    await expect(Promise.race([reader.then(() => 'admitted'), Promise.resolve('waiting')])).resolves.toBe('waiting')
    expect(queue.queued).toBeGreaterThanOrEqual(10)
    running.done()
    await turn()
    await expect(reader).resolves.toBeDefined()
  })

  it("keeps a browser's six pieces waiting rather than refuse them, however long the wait", async () => {
    const { queue, spend, turn } = queueFor(100)
    const running = await queue.take('crawler')
    const crawl = Array.from({ length: 20 }, () => queue.take('crawler'))
    crawl.forEach((piece) => piece.catch(() => {}))
    const pages = Array.from({ length: 6 }, () => queue.take('reader'))
    const seventh = queue.take('reader')
    await expect(seventh).rejects.toBeInstanceOf(WorkRefused)
    expect(queue.queued).toBe(6 + 6)
    spend(10)
    running.done()
    await turn()
    void pages
  })

  it('counts the requests a client has waiting, not their pieces', async () => {
    const { queue } = queueFor(100)
    const running = await queue.take('other')
    const pages = Array.from({ length: 6 }, () => ({}))
    // Six requests with two pieces each (a page and its history, say): none refused.
    const pieces = pages.flatMap((page) => [
      queue.take('reader', 'render', 'normal', undefined, page),
      queue.take('reader', 'history', 'normal', undefined, page),
    ])
    expect(queue.queued).toBe(12)
    await expect(queue.take('reader', 'render', 'normal', undefined, {})).rejects.toBeInstanceOf(WorkRefused)
    running.done()
    void pieces
  })

  it('runs a preload only when nothing else waits, and refuses one that waited too long', async () => {
    const { queue, turn } = queueFor(150)
    const idle = await queue.take('reader', 'render', 'preload')
    const started: string[] = []
    const start = track(started)
    const preload = start(queue.take('reader', 'render', 'preload'), 'preload')
    const click = start(queue.take('reader', 'render'), 'click')
    idle.done()
    await turn()
    ;(await click).done()
    await turn()
    ;(await preload).done()
    expect(started).toEqual(['click', 'preload'])
    const blocker = await queue.take('other')
    const late = queue.take('reader', 'render', 'preload')
    await expect(late).rejects.toBeInstanceOf(WorkRefused)
    blocker.done()
  })

  it('takes a piece whose reader went away out of the queue', async () => {
    const { queue, turn } = queueFor()
    const running = await queue.take('a')
    const gone = new AbortController()
    const piece = queue.take('b', 'work', 'normal', gone.signal)
    expect(queue.queued).toBe(1)
    gone.abort(new Error('client gone'))
    await expect(piece).rejects.toThrow('client gone')
    expect(queue.queued).toBe(0)
    running.done()
    await turn()
  })

  it('starts a piece only while the loop has room, and makes it wait for the busy share to come down', async () => {
    const rests: number[] = []
    let share = 1
    const deferred: (() => void)[] = []
    const queue = new FairQueue({
      maxWaitMs: 2000,
      load: { share: () => share, windowMs: 500 },
      defer: (next, restMs) => (rests.push(restMs), deferred.push(next)),
    })
    let started = false
    const piece = queue.take('reader').then((grant) => ((started = true), grant))
    await Promise.resolve()
    expect(started).toBe(false)
    // Busy all of the last half second: the time for the share to come down to 70 %.
    expect(rests.map(Math.round)).toEqual([214])
    share = 0.2
    deferred.shift()!()
    ;(await piece).done()
    expect(started).toBe(true)
    // With room, the next piece starts at once.
    const next = await queue.take('reader')
    next.done()
    expect(rests).toHaveLength(1)
  })
})
