import { readdirSync, readFileSync } from 'node:fs'
import { parseParentPid, processTree } from '../load/report'

/** `pid` and every process under it (Linux, from /proc). */
export function processesUnder(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      parents.set(Number(entry), parseParentPid(readFileSync(`/proc/${entry}/stat`, 'utf8')))
    } catch {
      // The process ended while the list was read.
    }
  }
  return processTree(pid, parents)
}

/** Whether the process runs the built server's entry (a `git` reader or an index worker does not). */
export function runsServerEntry(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('.output/server/index.mjs')
  } catch {
    return false
  }
}

/**
 * The process that serves, under the one a test started: the entry starts the server as a child
 * with its heap bounded (MEMORY_LIMIT_MB, src/server/memory-limit.ts) and stays as its supervisor;
 * unbounded, it is the process itself.
 */
export function servingPid(startedPid: number): number {
  return processesUnder(startedPid).filter(runsServerEntry).at(-1) ?? startedPid
}

/** Whether a process is still running (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
