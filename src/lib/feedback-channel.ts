/**
 * How a piece of feedback reached the site (src/server/health/feedback-endpoint.ts): the page's
 * buttons and forms (with or without script), a tool calling the JSON API, or a reader's AI tool
 * through the MCP server.
 */
export function channelLabel(source: string): string {
  if (source === 'page') return 'on the page'
  if (source === 'api') return 'through the JSON API'
  if (source === 'mcp') return 'through MCP'
  return `through ${source}`
}
