/**
 * What the supervisor (`entry.ts`) tells each server it starts: how many servers died before it
 * since the supervisor started, and how and when the last one ended.
 */
export const RESTARTS_VARIABLE = 'SITE_RESTARTS'
export const LAST_EXIT_VARIABLE = 'SITE_LAST_EXIT'

export type Restarts = { count: number; lastExit: { at: string; how: string } | null }

/** The restarts the supervisor reported to this server. */
export function restartsOf(env: NodeJS.ProcessEnv): Restarts {
  const count = Number(env[RESTARTS_VARIABLE] ?? 0)
  let lastExit: Restarts['lastExit'] = null
  try {
    const parsed: unknown = JSON.parse(env[LAST_EXIT_VARIABLE] ?? 'null')
    if (parsed && typeof parsed === 'object' && 'at' in parsed && 'how' in parsed) lastExit = { at: String(parsed.at), how: String(parsed.how) }
  } catch {
    // Not set by a supervisor of ours: no last exit to show.
  }
  return { count: Number.isFinite(count) && count >= 0 ? count : 0, lastExit }
}
