/**
 * The CPU time of one thread of this process, so the checker's limits measure the work a block
 * costs and not the machine's load: on a busy machine (the background check runs at `nice` 19)
 * a block that needs 2 s of CPU may take a minute of wall time. Node 20 has no per-thread CPU
 * clock (`process.cpuUsage()` in a worker counts the whole process), so it is read from Linux's
 * `/proc`: the worker names its own thread's stat file and the thread that watches it reads the
 * file while the worker is busy compiling. Elsewhere there is no such file and the limits fall
 * back to wall time.
 */
import { readFileSync, readlinkSync } from 'node:fs'

/** `USER_HZ`: Linux reports a thread's times in these ticks, 100 a second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/** The calling thread's stat file, as another thread or process reads it; undefined off Linux. */
export function currentThreadStatFile(): string | undefined {
  try {
    const thread = /task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]
    return thread ? `/proc/${process.pid}/task/${thread}/stat` : undefined
  } catch {
    return undefined
  }
}

/** User plus system time, in milliseconds, of a `/proc/<pid>/task/<tid>/stat` line (fields 14 and 15, counted after the command's closing parenthesis, which may itself hold spaces). */
export function cpuMsOfStat(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const user = Number(fields[11])
  const system = Number(fields[12])
  if (!Number.isInteger(user) || !Number.isInteger(system) || fields.length < 13) return undefined
  return ((user + system) * 1000) / CLOCK_TICKS_PER_SECOND
}

/** A thread's CPU time so far, or undefined when its stat file cannot be read (it ended, or not Linux). */
export function threadCpuMs(statFile: string | undefined): number | undefined {
  if (!statFile) return undefined
  try {
    return cpuMsOfStat(readFileSync(statFile, 'utf8'))
  } catch {
    return undefined
  }
}

export type LimitClock = 'cpu' | 'wall'

export type CpuLimit = {
  /** CPU time spent since the watch began, or undefined when it cannot be read. */
  cpuSpentMs: () => number | undefined
  /** CPU time allowed. */
  limitMs: number
  /** Wall time after which the work is stopped whatever its CPU time: a thread starved for long still ends. */
  wallLimitMs: number
}

/**
 * Calls `over` once, with the clock and the limit passed, when the watched thread has spent
 * `limitMs` of CPU time, or `wallLimitMs` of wall time has passed (`limitMs` of it when the CPU
 * time cannot be read). Returns the function that stops watching.
 */
export function watchCpuLimit(limit: CpuLimit, over: (clock: LimitClock, limitMs: number) => void): () => void {
  const started = performance.now()
  const every = Math.max(10, Math.min(200, limit.limitMs / 10))
  const timer = setInterval(() => {
    const wall = performance.now() - started
    const cpu = limit.cpuSpentMs()
    const wallLimitMs = cpu === undefined ? limit.limitMs : limit.wallLimitMs
    const clock: LimitClock | undefined = cpu !== undefined && cpu >= limit.limitMs ? 'cpu' : wall >= wallLimitMs ? 'wall' : undefined
    if (!clock) return
    clearInterval(timer)
    over(clock, clock === 'cpu' ? limit.limitMs : wallLimitMs)
  }, every)
  return () => clearInterval(timer)
}
