/**
 * Sampling heap profiles of a running server, loaded before it:
 *
 *   HEAP_PROFILE_DIR=/tmp/heap NODE_OPTIONS=--import=./scripts/heap-profile.mjs node .output/server/index.mjs
 *
 * V8's sampling heap profiler runs from the start. On SIGUSR2 the profile so far is written to
 * `<HEAP_PROFILE_DIR>/<n>.heapprofile` (Chrome DevTools opens it; `scripts/heap-profile-summary.ts`
 * prints its top allocation sites) with the process's memory beside it (`<n>.memory.json`), and
 * sampling starts again. With HEAP_PROFILE_ALLOCATED=1 the profile counts everything allocated,
 * garbage included (what makes the heap grow); without it, only what is still alive (what is
 * retained). `npm run test:load` with LOAD_HEAP_PROFILE=<dir> does all of this around its run.
 */
import { writeFileSync, mkdirSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import v8 from 'node:v8'

const dir = process.env.HEAP_PROFILE_DIR
if (dir) {
  mkdirSync(dir, { recursive: true })
  const allocated = process.env.HEAP_PROFILE_ALLOCATED === '1'
  const session = new Session()
  session.connect()
  const start = () =>
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 64 * 1024,
      ...(allocated ? { includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } : {}),
    })
  await session.post('HeapProfiler.enable')
  await start()
  let written = 0
  process.on('SIGUSR2', async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling')
    const n = ++written
    writeFileSync(path.join(dir, `${n}.heapprofile`), JSON.stringify(profile))
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, Math.round(s.space_size / 1048576)]))
    writeFileSync(
      path.join(dir, `${n}.memory.json`),
      JSON.stringify({ allocated, memoryUsage: process.memoryUsage(), heap: v8.getHeapStatistics(), spacesMb: spaces }, null, 2),
    )
    await start()
  })
}
