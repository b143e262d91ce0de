/** The server process as the dashboard shows it: restarts, memory, the work queue. Server-only. */
import { getConfig } from '~/server/config'
import { workQueue } from '~/server/http/work-scheduler'
import { restartsOf, type Restarts } from '~/server/nitro/restarts'

export type ServerStatus = {
  restarts: Restarts
  uptimeSeconds: number
  memory: { residentMb: number; heapUsedMb: number; limitMb: number }
  work: { queued: number; served: number; refused: number; preloadsRefused: number }
}

const mb = (bytes: number) => Math.round(bytes / 1048576)

export function serverStatus(): ServerStatus {
  const memory = process.memoryUsage()
  const queue = workQueue()
  return {
    restarts: restartsOf(process.env),
    uptimeSeconds: Math.round(process.uptime()),
    memory: { residentMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), limitMb: getConfig().MEMORY_LIMIT_MB },
    work: { queued: queue.queued, ...queue.counts },
  }
}
