/**
 * `/api/mcp`: the MCP server over Streamable HTTP, stateless (every POST is answered on its
 * own, no session), with a per-client budget of requests per minute.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { LRUCache } from 'lru-cache'
import { clientAddress } from '~/server/auth/request'
import { getConfig } from '~/server/config'
import { BodyError, readJsonBody } from '~/server/http/body'
import { createMcpServer } from './tools'

const WINDOW_MS = 60_000
/** Requests counted per client address in the current minute; bounded so a flood of addresses cannot grow it. */
const budgets = new LRUCache<string, { count: number; since: number }>({ max: 10_000, ttl: WINDOW_MS })

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}

/** Counts a request against its client's budget; the seconds to wait when it is spent. */
export function spendBudget(client: string, perMinute: number, now = Date.now()): number | undefined {
  const budget = budgets.get(client)
  if (!budget || now - budget.since >= WINDOW_MS) {
    budgets.set(client, { count: 1, since: now })
    return undefined
  }
  budget.count++
  if (budget.count <= perMinute) return undefined
  return Math.max(1, Math.ceil((budget.since + WINDOW_MS - now) / 1000))
}

/** A JSON-RPC message is small: questions, not documents. */
const MAX_BODY_BYTES = 64 * 1024

export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return jsonRpcError(405, 'This MCP server is stateless: send JSON-RPC messages with POST.', { allow: 'POST' })
  const config = getConfig()
  const wait = spendBudget(clientAddress(), config.MCP_REQUESTS_PER_MINUTE)
  if (wait !== undefined) return jsonRpcError(429, `Too many requests: try again in ${wait} s.`, { 'retry-after': String(wait) })
  let parsedBody: unknown
  try {
    parsedBody = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES, maxDepth: config.JSON_MAX_DEPTH })
  } catch (error) {
    if (error instanceof BodyError) return jsonRpcError(error.status, error.message)
    throw error
  }
  const server = createMcpServer({ client: clientAddress(), userAgent: request.headers.get('user-agent') })
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  await server.connect(transport)
  try {
    return await transport.handleRequest(request, { parsedBody })
  } finally {
    void server.close()
  }
}
