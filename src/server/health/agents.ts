/**
 * Who a request comes from, by its User-Agent only (no address is looked at or kept): a person's
 * browser, a known AI agent (by the product names their operators publish), or another bot.
 */

/** Published User-Agent tokens of AI crawlers and assistants, and the name each is counted under. */
const KNOWN_AGENTS: readonly [token: string, name: string][] = [
  ['ChatGPT-User', 'ChatGPT'],
  ['OAI-SearchBot', 'ChatGPT'],
  ['GPTBot', 'GPTBot'],
  ['Claude-User', 'Claude'],
  ['Claude-SearchBot', 'Claude'],
  ['Claude-Web', 'Claude'],
  ['ClaudeBot', 'ClaudeBot'],
  ['anthropic-ai', 'ClaudeBot'],
  ['Perplexity-User', 'Perplexity'],
  ['PerplexityBot', 'Perplexity'],
  ['Google-Extended', 'Gemini'],
  ['Gemini', 'Gemini'],
  ['MistralAI-User', 'Mistral'],
  ['cohere-ai', 'Cohere'],
  ['DuckAssistBot', 'DuckAssist'],
  ['meta-externalagent', 'Meta AI'],
  ['Meta-ExternalFetcher', 'Meta AI'],
  ['Applebot-Extended', 'Apple Intelligence'],
  ['Amazonbot', 'Amazonbot'],
  ['Bytespider', 'Bytespider'],
  ['CCBot', 'Common Crawl'],
  ['Cursor', 'Cursor'],
  ['Windsurf', 'Windsurf'],
  ['Copilot', 'Copilot'],
  ['Devin', 'Devin'],
]

/** The names an agent is counted under: a fixed set, so the counts table stays bounded. */
export const AGENT_NAMES: readonly string[] = [...new Set(KNOWN_AGENTS.map(([, name]) => name))]

export const HUMAN = 'human'
export const OTHER_BOT = 'bot'
/** Programs that are neither a browser nor a named agent: HTTP libraries, command-line tools, MCP clients. */
export const PROGRAM = 'program'

const botPattern = /bot\b|crawler|spider|slurp|crawl|preview|facebookexternalhit|headless|lighthouse/i
const programPattern = /^(curl|wget|python|node|undici|axios|go-http-client|java|okhttp|libwww|httpie|deno|bun|mcp)\b/i

/** The reader a User-Agent names: `human`, the name of a known agent, `bot` or `program`. */
export function readerOf(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512)
  if (!ua.trim()) return PROGRAM
  const lower = ua.toLowerCase()
  for (const [token, name] of KNOWN_AGENTS) if (lower.includes(token.toLowerCase())) return name
  if (botPattern.test(ua)) return OTHER_BOT
  if (programPattern.test(ua)) return PROGRAM
  return /mozilla\/\d/i.test(ua) ? HUMAN : PROGRAM
}

/** Whether a reader counted by `readerOf` is an AI agent. */
export function isAgent(reader: string): boolean {
  return AGENT_NAMES.includes(reader)
}
