/**
 * `/api/mcp`: the MCP server over Streamable HTTP, stateless (every POST is answered on its
 * own, no session), with a per-client budget of requests per minute. One request carries one
 * message: protocol 2025-06-18 has no batches, and a batch would let one counted request run
 * any number of tools. What a request runs takes its client's turns in the one queue of
 * expensive work that the search API and the pages share too.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { getConfig } from '~/server/config'
import { BodyError, MAX_JSON_DEPTH, readJsonBody } from '~/server/http/body'
import { ClientBudget } from '~/server/http/client-budget'
import { clientAddressOf } from '~/server/http/client-address'
import { chargeWork, WorkRefused } from '~/server/http/work-scheduler'
import { createMcpServer } from './tools'

/** Requests counted per client in the current minute. */
let requestBudget: ClientBudget | undefined

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}

/** A JSON-RPC message is small: questions, not documents. */
const MAX_BODY_BYTES = 64 * 1024

export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return jsonRpcError(405, 'This MCP server is stateless: send JSON-RPC messages with POST.', { allow: 'POST' })
  const config = getConfig()
  const client = clientAddressOf(request, config.TRUST_PROXY)
  requestBudget ??= new ClientBudget(config.MCP_REQUESTS_PER_MINUTE, 60_000)
  if (!requestBudget.trySpend(client)) {
    const wait = requestBudget.retryAfterSeconds(client)
    return jsonRpcError(429, `Too many requests: try again in ${wait} s.`, { 'retry-after': String(wait) })
  }
  let parsedBody: unknown
  try {
    parsedBody = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH })
  } catch (error) {
    if (error instanceof BodyError) return jsonRpcError(error.status, error.message)
    throw error
  }
  if (Array.isArray(parsedBody)) return jsonRpcError(400, 'Batches are not supported: send one JSON-RPC message per request.')
  try {
    return await chargeWork(
      async () => {
        const server = createMcpServer({ client, userAgent: request.headers.get('user-agent') })
        const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
        await server.connect(transport)
        try {
          return await transport.handleRequest(request, { parsedBody })
        } finally {
          void server.close()
        }
      },
      { turn: false },
    )
  } catch (error) {
    if (error instanceof WorkRefused)
      return jsonRpcError(429, `${error.message}: try again in ${error.retryAfterSeconds} s.`, { 'retry-after': String(error.retryAfterSeconds) })
    throw error
  }
}
