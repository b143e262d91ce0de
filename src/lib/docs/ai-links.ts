/** Where "Open in ChatGPT / Claude" sends a reader: the assistant, with a prompt naming the page's Markdown. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask you questions about it.`
}

export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: assistantPrompt(markdownUrl) })}`
}

export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?${new URLSearchParams({ q: assistantPrompt(markdownUrl) })}`
}
