/**
 * Variables that were settings once and are now fixed limits beside the code that applies them.
 * The schema ignores unknown names, so an operator who still sets one would change nothing without
 * a word: the server says so once at start instead.
 */
export const RETIRED_VARIABLES = [
  'SEARCH_EVENTS_MAX_PER_REQUEST',
  'SEARCH_EVENTS_MAX_BODY_BYTES',
  'SEARCH_EVENTS_RETENTION_DAYS',
  'SEARCH_EVENTS_MAX_ROWS',
  'SEARCH_EVENTS_MAX_MB',
  'SEARCH_MAX_BODY_BYTES',
  'SERVER_FN_MAX_BODY_BYTES',
  'JSON_MAX_DEPTH',
  'STATS_MAX_PACKAGES',
  'SNIPPET_CLAIM_SECONDS',
  'DOC_READS_RETENTION_DAYS',
  'FEEDBACK_MAX_ROWS',
  'NPM_PACKAGE_UNVIEWED_DAYS',
] as const

/** One line for each retired variable set in `env`, for the operator's log. */
export function retiredVariableNotices(env: NodeJS.ProcessEnv): string[] {
  return RETIRED_VARIABLES.filter((name) => env[name] !== undefined).map(
    (name) => `${name} is no longer a setting and is ignored: its limit is fixed in the code (docs/configuration.md lists what can be set)`,
  )
}
