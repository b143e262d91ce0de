/**
 * How a piece of feedback reached the site (src/server/health/feedback-endpoint.ts): the page's
 * buttons and forms (with or without script), a tool calling the JSON API, or a reader's AI tool
 * through the MCP server.
 */
const channelLabels = new Map([
  ['page', 'on the page'],
  ['api', 'through the JSON API'],
  ['mcp', 'through MCP'],
])

export function channelLabel(source: string): string {
  return channelLabels.get(source) ?? `through ${source}`
}
