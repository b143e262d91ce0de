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

/**
 * The kind of job a child of the server runs (`SITE_CHILD_JOB` in its environment, child-job.ts:
 * `doc-render`, `search-index-batch`…): every child runs the same bundled module, so its command
 * line does not tell a render child from an index worker.
 */
function childJobKind(pid: number): string | undefined {
  try {
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8')
    // The code check's worker inherits its parent's job; its own variable names it (check-worker.ts).
    const worker = /(?:^|\0)SNIPPET_CHECK_WORKER=([^\0]+)/.exec(environment)?.[1]
    return worker ?? /(?:^|\0)SITE_CHILD_JOB=\{"kind":"([^"]+)"/.exec(environment)?.[1]
  } catch {
    return undefined
  }
}

export type ResidentMemory = {
  /** All together, MB. */
  total: number
  /** The serving process (its whole VmRSS), MB. */
  server: number
  /** The others' private memory (RssAnon): the supervisor, render children, index workers, `git` readers, MB. */
  others: number
  /** Each process and its MB, for a report. */
  parts: string
  /** MB by kind of process (`server`, `supervisor`, `git`, a child job's kind, `snippet-check-worker`), summed over the processes of a kind. */
  byKind: Map<string, number>
}

/**
 * The built server's resident memory as its bound counts it: the serving process whole, the
 * private memory of the processes around it (the supervisor above it, its children below).
 */
export function residentMemory(startedPid: number): ResidentMemory {
  const server = servingPid(startedPid)
  let serverKb = 0
  let othersKb = 0
  const parts: string[] = []
  const byKind = new Map<string, number>()
  for (const each of processesUnder(startedPid)) {
    try {
      const status = readFileSync(`/proc/${each}/status`, 'utf8')
      const own = Number((each === server ? /^VmRSS:\s+(\d+)/m : /^RssAnon:\s+(\d+)/m).exec(status)?.[1] ?? 0)
      if (each === server) serverKb += own
      else othersKb += own
      const command = readFileSync(`/proc/${each}/cmdline`, 'utf8').split('\0').filter(Boolean)
      const name =
        each === server
          ? 'server'
          : each === startedPid
            ? 'supervisor'
            : command[0]?.endsWith('git')
              ? 'git'
              : (childJobKind(each) ?? (command.at(-1) ?? '').split('/').pop() ?? 'other')
      parts.push(`${name} ${(own / 1024).toFixed(0)}`)
      byKind.set(name, (byKind.get(name) ?? 0) + own / 1024)
    } catch {
      // The process ended while it was read.
    }
  }
  return { total: (serverKb + othersKb) / 1024, server: serverKb / 1024, others: othersKb / 1024, parts: parts.join(', '), byKind }
}
