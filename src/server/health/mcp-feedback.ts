/** The MCP tool `report_doc_problem`: the feedback endpoint for assistants, with the same checks and limits. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { FeedbackPageError, feedbackInput, feedbackProblem, MAX_COMMENT_CHARS } from './feedback'
import { FeedbackFloodError, recordFeedback } from './service'

/** Who is calling, as the MCP handler saw the request. */
export type McpContext = { client: string; userAgent: string | null }

function toolText(text: string, isError = false) {
  return { content: [{ type: 'text' as const, text }], ...(isError ? { isError: true } : {}) }
}

export function registerFeedbackTool(server: McpServer, context: McpContext): void {
  server.registerTool(
    'report_doc_problem',
    {
      title: 'Report a problem in the docs',
      description:
        'Tells the maintainers that a doc page (or one of its sections or code blocks) is wrong, unclear or broken: for example an example that does not compile, an outdated API, a missing topic. The report goes to the library’s docs-health page with the page’s file and commit.',
      inputSchema: {
        library: z.string().min(1).max(40).describe('Library id, e.g. "query"'),
        version: z.string().min(1).max(40).default('latest').describe('"latest" (default) or a version such as "v4"'),
        framework: z.string().min(1).max(40).optional().describe('Framework of the page, e.g. "react", when its URL has one'),
        page: z.string().min(1).max(300).describe('The page path after /docs/, e.g. "framework/react/guides/queries"'),
        block: z.string().max(120).optional().describe('The heading id (the URL fragment) or code block id the problem is in'),
        problem: z.string().min(1).max(MAX_COMMENT_CHARS).describe(`What is wrong, in at most ${MAX_COMMENT_CHARS} characters`),
        helpful: z.boolean().optional().describe('Whether the page answered the question, if known'),
      },
    },
    async ({ problem, block, helpful, ...page }) => {
      const parsed = feedbackInput.safeParse({ ...page, block: block || undefined, helpful, comment: problem })
      if (!parsed.success) return toolText(`Not recorded: ${feedbackProblem(parsed.error)}`, true)
      try {
        const row = await recordFeedback(parsed.data, 'mcp', context.client)
        return toolText(`Recorded for the maintainers: ${row.page} (${row.file} at ${row.commitSha.slice(0, 12)}). Thank you.`)
      } catch (error) {
        if (error instanceof FeedbackFloodError || error instanceof FeedbackPageError) return toolText(`Not recorded: ${error.message}`, true)
        throw error
      }
    },
  )
}
