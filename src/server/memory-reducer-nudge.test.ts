import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const child = path.join(import.meta.dirname, 'memory-reducer-nudge.test-child.ts')

/** How long after a burst an idle process's memory reducer must have started. The reducer ticks every 8 s: its first idle tick, or the one after, finds the rates low. */
const WITHIN_SECONDS = 30

/**
 * Runs a real Node process that allocates for a second, drops it all and idles, with the nudge
 * running or not, and reports when V8's memory reducer started its first collection after the
 * burst (undefined when it had not `WITHIN_SECONDS` after it).
 */
function reducerStartAfterBurst(nudge: boolean): Promise<{ seconds: number | undefined; output: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const process_ = spawn(
      process.execPath,
      ['--import', 'tsx', '--max-semi-space-size=16', '--trace-memory-reducer', '--trace-mutator-utilization', child, ...(nudge ? [] : ['without-nudge'])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    let burstEndedAt: number | undefined
    const done = (seconds: number | undefined) => {
      process_.kill()
      resolve({ seconds, output })
    }
    let timeout = setTimeout(() => done(undefined), 45_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (burstEndedAt === undefined && output.includes('burst over')) {
        burstEndedAt = Date.now()
        clearTimeout(timeout)
        timeout = setTimeout(() => done(undefined), WITHIN_SECONDS * 1000)
      }
      if (burstEndedAt !== undefined && /Memory reducer: started GC/.test(output.slice(output.indexOf('burst over')))) {
        clearTimeout(timeout)
        done((Date.now() - burstEndedAt) / 1000)
      }
    }
    process_.stdout.on('data', read)
    process_.stderr.on('data', read)
    process_.on('error', reject)
    process_.on('exit', (code) => {
      if (Date.now() - started < 1000 && code) reject(new Error(`child exited with ${code}: ${output}`))
    })
  })
}

const reducerLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => /Memory reducer|Embedder/.test(line))
    .slice(-6)
    .join('\n')

describe('memory reducer nudge', () => {
  it('lets V8 start its memory-reducing collection within seconds of a burst, on an idle process, which it does not do without the nudge', async () => {
    const [nudged, control] = await Promise.all([reducerStartAfterBurst(true), reducerStartAfterBurst(false)])
    expect(nudged.seconds, reducerLines(nudged.output)).toBeDefined()
    expect(nudged.seconds!).toBeLessThan(WITHIN_SECONDS)
    // The control run: when this fails, the V8 that Node ships reads an idle process as idle
    // again, and the nudge (memory-reducer-nudge.ts, nitro/memory-reducer.ts) can be deleted.
    expect(
      control.seconds,
      `without the nudge the reducer started after ${control.seconds} s: the nudge is no longer needed\n${reducerLines(control.output)}`,
    ).toBeUndefined()
  }, 60_000)
})
