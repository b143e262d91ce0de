import { configDomain, wholeNumber } from './values'

export const observabilityDomain = configDomain('Feedback and docs health', "Readers' feedback, missed doc URLs and read counts, and how they are stored.", {
  FEEDBACK_PER_MINUTE: wholeNumber(1, 100_000, 10).describe(
    'feedback items (page votes, block reports, `POST /api/feedback`, the MCP tool `report_doc_problem`) one client address may send per minute; past it 429 with `Retry-After`',
  ),
  DOC_MISSES_MAX_ROWS: wholeNumber(100, 10_000_000, 20_000).describe(
    'missed doc URLs kept at most (one row per path and referring host, counted); beyond it the least hit, then the longest unseen, are deleted',
  ),
  HEALTH_FLUSH_MS: wholeNumber(10, 600_000, 2000).describe(
    'how long read counts, missed URLs and feedback wait in memory at most before they are written together',
  ),
})
