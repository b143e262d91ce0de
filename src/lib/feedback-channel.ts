/**
 * How a piece of feedback reached the site, as far as the site can tell: the page's own buttons
 * and API clients both post JSON, so `api` cannot say which of the two sent it.
 */
export function channelLabel(source: string): string {
  if (source === 'page') return 'from the page’s form'
  if (source === 'api') return 'from the page’s buttons or the API'
  if (source === 'mcp') return 'from an AI tool (MCP)'
  return `via ${source}`
}
