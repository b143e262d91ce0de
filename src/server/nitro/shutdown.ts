import { definePlugin } from 'nitro'
import { getConfig } from '~/server/config'
import { closeAll } from '~/server/lifecycle'

/**
 * Stopping on SIGTERM or SIGINT within SHUTDOWN_TIMEOUT_SECONDS. The server runtime closes the
 * listening socket and waits for the requests in flight, but endless streams would hold that
 * wait open and child processes (`git cat-file`), pools and timers would keep the process
 * alive after it. So: endless streams end at once; once the server has closed, everything else
 * registered in `src/server/lifecycle.ts` is closed and the process exits; a deadline exits in
 * any case.
 */
export default definePlugin((nitroApp) => {
  let stopping = false
  const timeoutMs = getConfig().SHUTDOWN_TIMEOUT_SECONDS * 1000

  const finish = async () => {
    const failed = await closeAll('server-closed', Math.max(500, timeoutMs - 1000))
    if (failed.length) console.warn(`[shutdown] not closed in time: ${failed.join('; ')}`)
    process.exit(0)
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`[shutdown] ${signal}: stopping within ${timeoutMs / 1000} s`)
    const deadline = setTimeout(() => {
      console.warn('[shutdown] deadline reached: exiting with work still open')
      process.exit(0)
    }, timeoutMs)
    deadline.unref()
    void closeAll('signal', 1000).then(() => {
      // Without the runtime's own graceful shutdown (it is off under CI and TEST) this listener
      // alone answers the signal: nothing else will close the server, so finish now.
      if (process.listenerCount(signal) <= 1) void finish()
    })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  nitroApp.hooks.hook('close', finish)
})
