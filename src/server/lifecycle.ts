/**
 * What must be closed when the server stops: child processes, database pools, open streams,
 * timers. Parts of the server register a closer here; the shutdown plugin
 * (`src/server/nitro/shutdown.ts`, bundled apart from the app) runs them all. The registry sits
 * on `globalThis` so both bundles see the same one.
 */
/**
 * The phases run in this order, each once the one before is done:
 * - `signal`: at once when the signal arrives — stop taking connections, end endless streams
 *   (which would hold the server's graceful close open);
 * - `drain`: resolves once the requests in flight have been answered;
 * - `flush`: writes held in memory (the docs-health batches): every request that was answered
 *   has put its item there by now, so a 201 is written before anything below closes;
 * - `server-closed`: child processes, pools and the database, which the phases above may need.
 */
export type ShutdownPhase = 'signal' | 'drain' | 'flush' | 'server-closed'

type Closer = { name: string; phase: ShutdownPhase; close: () => void | Promise<void> }

const KEY = Symbol.for('site.shutdown.closers')

function closers(): Closer[] {
  const store = globalThis as typeof globalThis & { [KEY]?: Closer[] }
  store[KEY] ??= []
  return store[KEY]
}

/** Registers something to close when the server stops (once per name; a later one replaces it). */
export function onShutdown(name: string, close: () => void | Promise<void>, phase: ShutdownPhase = 'server-closed'): void {
  const list = closers()
  const at = list.findIndex((c) => c.name === name)
  if (at >= 0) list[at] = { name, phase, close }
  else list.push({ name, phase, close })
}

/** Runs the closers of a phase, each given at most `timeoutMs`; returns those that failed or hung. */
export async function closeAll(phase: ShutdownPhase, timeoutMs: number): Promise<string[]> {
  const failed: string[] = []
  await Promise.all(
    closers()
      .filter((closer) => closer.phase === phase)
      .map(async ({ name, close }) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        try {
          await Promise.race([
            Promise.resolve().then(close),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
              timer.unref?.()
            }),
          ])
        } catch (error) {
          failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
        } finally {
          clearTimeout(timer)
        }
      }),
  )
  return failed
}
