/** Results of the agent answer-quality gate (`npm run docs:agent-eval`), the newest shown on the docs-health pages. */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type ChannelScore = { hitAt1: number; hitAt3: number }
/** Per channel, overall and per library: shares of questions answered, 0 to 1. */
export type AgentEvalFigures = {
  channels: Record<string, ChannelScore>
  libraries: Record<string, { questions: number; channels: Record<string, ChannelScore> }>
  threshold: Record<string, number>
}
export type AgentEvalRun = { id: string; finishedAt: string; questions: number; figures: AgentEvalFigures }

/** Keeps this many runs. */
const KEEP_RUNS = 50

export async function saveAgentEvalRun(database: Database, run: Omit<AgentEvalRun, 'id'>): Promise<void> {
  await runStatement(
    database,
    sql`INSERT INTO agent_eval_runs (id, finished_at, questions, figures) VALUES (${randomUUID()}, ${run.finishedAt}, ${run.questions}, ${JSON.stringify(run.figures)})`,
  )
  await runStatement(
    database,
    sql`DELETE FROM agent_eval_runs WHERE finished_at < (SELECT finished_at FROM agent_eval_runs ORDER BY finished_at DESC LIMIT 1 OFFSET ${KEEP_RUNS - 1})`,
  )
}

export async function latestAgentEvalRun(database: Database): Promise<AgentEvalRun | undefined> {
  const [row] = await selectRows<{ id: string; finishedAt: string; questions: number | string; figures: string }>(
    database,
    sql`SELECT id, finished_at AS "finishedAt", questions, figures FROM agent_eval_runs ORDER BY finished_at DESC LIMIT 1`,
  )
  return row ? { id: row.id, finishedAt: row.finishedAt, questions: Number(row.questions), figures: JSON.parse(row.figures) as AgentEvalFigures } : undefined
}
