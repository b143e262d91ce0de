/**
 * What must be closed when the server stops: child processes, database pools, open streams,
 * timers. Parts of the server register a closer here; the shutdown plugin
 * (`src/server/nitro/shutdown.ts`, bundled apart from the app) runs them all. The registry sits
 * on `globalThis` so both bundles see the same one.
 */
type Closer = { name: string; close: () => void | Promise<void> }

const KEY = Symbol.for('site.shutdown.closers')

function closers(): Closer[] {
  const store = globalThis as typeof globalThis & { [KEY]?: Closer[] }
  store[KEY] ??= []
  return store[KEY]
}

/** Registers something to close when the server stops (once per name; a later one replaces it). */
export function onShutdown(name: string, close: () => void | Promise<void>): void {
  const list = closers()
  const at = list.findIndex((c) => c.name === name)
  if (at >= 0) list[at] = { name, close }
  else list.push({ name, close })
}

/** Runs every closer, each given at most `timeoutMs`; returns the names of those that failed or hung. */
export async function closeAll(timeoutMs: number): Promise<string[]> {
  const failed: string[] = []
  await Promise.all(
    closers().map(async ({ name, close }) => {
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
