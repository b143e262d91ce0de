import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const child = path.join(import.meta.dirname, 'memory-reducer-nudge.test-child.ts')

/**
 * Runs a real Node process that allocates for a second, drops it all and idles with the nudge
 * running, and reports when V8's memory reducer started its first collection after the burst.
 */
function reducerStartAfterBurst(): Promise<{ seconds: number | undefined; output: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const process_ = spawn(process.execPath, ['--import', 'tsx', '--max-semi-space-size=16', '--trace-memory-reducer', '--trace-mutator-utilization', child], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let burstEndedAt: number | undefined
    const done = (seconds: number | undefined) => {
      process_.kill()
      resolve({ seconds, output })
    }
    const timeout = setTimeout(() => done(undefined), 45_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (burstEndedAt === undefined && output.includes('burst over')) burstEndedAt = Date.now()
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

describe('memory reducer nudge', () => {
  it('lets V8 start its memory-reducing collection within seconds of a burst, on an idle process', async () => {
    const { seconds, output } = await reducerStartAfterBurst()
    // The reducer ticks every 8 s: its first idle tick, or the one after, finds the rates low.
    expect(seconds, output.split('\n').filter((line) => /Memory reducer|Embedder/.test(line)).slice(-6).join('\n')).toBeDefined()
    expect(seconds!).toBeLessThan(30)
  }, 60_000)
})
