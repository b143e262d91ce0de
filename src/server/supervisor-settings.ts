/**
 * The two settings the supervisor (src/server/nitro/entry.ts) needs, read without the
 * configuration schema: the schema and its dependencies were two thirds of the supervisor's
 * memory. Each reader answers only for a value it reads exactly as the schema does (unset: the
 * default, which the schema takes from here); any other value is left to the schema, whose
 * error names it.
 */

/** `MEMORY_LIMIT_MB`'s default. */
export const DEFAULT_MEMORY_LIMIT_MB = 320
/** `SHUTDOWN_TIMEOUT_SECONDS`'s default. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 8

/**
 * The exit code of a server whose configuration is wrong: its supervisor stops too rather than
 * start it again (BSD's EX_CONFIG).
 */
export const CONFIGURATION_EXIT_CODE = 78

export type SupervisorSettings = { memoryLimitMb: number; shutdownTimeoutSeconds: number }

/** The supervisor's settings, or undefined when one of them is a value for the schema to judge. */
export function supervisorSettingsOf(env: NodeJS.ProcessEnv): SupervisorSettings | undefined {
  const memoryLimitMb = wholeNumber(env.MEMORY_LIMIT_MB, DEFAULT_MEMORY_LIMIT_MB)
  const shutdownTimeoutSeconds = wholeNumber(env.SHUTDOWN_TIMEOUT_SECONDS, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS)
  if (memoryLimitMb === undefined || !(memoryLimitMb === 0 || (memoryLimitMb >= 128 && memoryLimitMb <= 65_536))) return undefined
  if (shutdownTimeoutSeconds === undefined || shutdownTimeoutSeconds < 1 || shutdownTimeoutSeconds > 60) return undefined
  return { memoryLimitMb, shutdownTimeoutSeconds }
}

function wholeNumber(value: string | undefined, unset: number): number | undefined {
  if (value === undefined) return unset
  const written = value.trim()
  return /^\d{1,5}$/.test(written) ? Number(written) : undefined
}
