import { definePlugin } from 'nitro'
import { getConfig } from '~/server/config'
import { closeAll, type ShutdownPhase } from '~/server/lifecycle'

/** Time kept back from draining requests for writing what they left in memory and closing. */
const FLUSH_RESERVE_MS = 3000
/** Time kept back from the writes for closing the database, pools and child processes. */
const CLOSE_RESERVE_MS = 1000

/**
 * Stopping on SIGTERM or SIGINT within SHUTDOWN_TIMEOUT_SECONDS, in order, each step once the
 * one before is done (`src/server/lifecycle.ts`): the server stops taking connections and
 * endless streams end at once; the requests in flight are answered; the writes they left in
 * memory (feedback, reads, missed URLs) are written; then child processes (`git cat-file`),
 * pools, timers and the database are closed and the process exits. A 201 is therefore written
 * before the database closes. A deadline exits in any case.
 */
export default definePlugin((nitroApp) => {
  let stopping = false
  let signalledAt: number | undefined
  let finishing: Promise<void> | undefined
  const timeoutMs = getConfig().SHUTDOWN_TIMEOUT_SECONDS * 1000

  const finish = (): Promise<void> =>
    (finishing ??= (async () => {
      const started = signalledAt ?? Date.now()
      const left = (reserve: number) => Math.max(500, timeoutMs - (Date.now() - started) - reserve)
      const failed: string[] = []
      const run = async (phase: ShutdownPhase, reserve: number) => failed.push(...(await closeAll(phase, left(reserve))))
      await run('drain', FLUSH_RESERVE_MS)
      await run('flush', CLOSE_RESERVE_MS)
      await run('server-closed', 250)
      if (failed.length) console.warn(`[shutdown] not closed in time: ${failed.join('; ')}`)
      process.exit(0)
    })())

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    signalledAt = Date.now()
    console.log(`[shutdown] ${signal}: stopping within ${timeoutMs / 1000} s`)
    const deadline = setTimeout(() => {
      console.warn('[shutdown] deadline reached: exiting with work still open')
      process.exit(0)
    }, timeoutMs)
    deadline.unref()
    void closeAll('signal', 1000).then(() => {
      // Without the runtime's own graceful shutdown (it is off under CI and TEST) this listener
      // alone answers the signal: nothing else will close the server, so finish now (the
      // `signal` phase stopped the listening and `drain` waits for the requests in flight).
      if (process.listenerCount(signal) <= 1) void finish()
    })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  nitroApp.hooks.hook('close', finish)
})
