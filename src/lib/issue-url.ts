/**
 * Links into a library's own GitHub repository: a file at the commit it was read from, and the
 * "new issue" form pre-filled with what docs health found (title, page, version, framework, file,
 * evidence). Pure. The form is opened by the maintainer, who reads it before filing.
 */

/** GitHub refuses very long URLs; the body is cut well before that, saying so. */
const MAX_BODY_CHARS = 6000

/** The file on GitHub at the commit it was read from (a branch name when the content is a plain folder). */
export function fileUrl(repo: string, commitOrBranch: string, file: string): string {
  return `https://github.com/${repo}/blob/${encodeURIComponent(commitOrBranch)}/${file.split('/').map(encodeURIComponent).join('/')}`
}

export type IssueDraft = {
  title: string
  /** The page on the site, absolute. */
  pageUrl?: string
  version?: string
  framework?: string | null
  /** The file on GitHub, at its commit. */
  fileLink?: string
  /** What was seen, one line each; quoted as the readers wrote it. */
  evidence: string[]
}

/** Markdown-safe quoting of text a reader wrote: shown, never interpreted (no HTML, no mentions, no links). */
export function quoteReaderText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#|~]/g, (char) => `\\${char}`)
    .replace(/@/g, '@\u200b')
    .replace(/\r?\n/g, ' ')
}

/**
 * Text a reader chose (a missed path, a search) for an issue title: one line, no mention, no code
 * span, at most `maxChars`. GitHub shows a title as text apart from those.
 */
export function quoteReaderTitle(text: string, maxChars = 120): string {
  const isBreakOrControl = (code: number) => code < 32 || (code >= 127 && code <= 159) || code === 0x2028 || code === 0x2029
  return [...text]
    .map((char) => (isBreakOrControl(char.codePointAt(0)!) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/@/g, '@\u200b')
    .replace(/`/g, "'")
    .slice(0, maxChars)
}

/**
 * A URL that holds a reader's path, with every character Markdown or HTML could read (brackets,
 * parentheses, `<`, `*`, `_`, `@`, spaces, line breaks…) percent-encoded: it stays one plain link
 * to the same address.
 */
export function inertUrl(url: string): string {
  const wellFormed = url.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  return wellFormed.replace(/[^A-Za-z0-9\-./:%~]/gu, (char: string) => {
    const encoded = encodeURIComponent(char)
    return encoded === char ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : encoded
  })
}

/** A doc URL that found no page, as docs health counts it. */
export type MissForIssue = { path: string; hits: number; firstSeen: string; lastSeen: string; referrers: string[]; suggestion: string | null }

/**
 * The issue draft for a missed URL. The path and the referring hosts come from whoever sent the
 * request, so they are quoted as readers' comments are: shown, never a link, mention or markup.
 */
export function missIssueDraft(miss: MissForIssue, absolute: (path: string) => string, target?: { file: string; fileUrl: string }): IssueDraft {
  return {
    title: `${quoteReaderTitle(miss.path)} is not found (${miss.hits} visits)`,
    pageUrl: inertUrl(absolute(miss.path)),
    fileLink: target?.fileUrl,
    evidence: [
      `${miss.hits} requests for ${quoteReaderText(miss.path)} found no page (first ${miss.firstSeen.slice(0, 10)}, last ${miss.lastSeen.slice(0, 10)})`,
      miss.referrers.length ? `Linked from: ${miss.referrers.map(quoteReaderText).join(', ')}` : 'No referring site (typed, bookmarked or an agent)',
      miss.suggestion ? `Nearest existing page: ${absolute(miss.suggestion)}${target ? ` (${target.file})` : ''}` : 'No existing page is close to it',
    ],
  }
}

export function issueBody(draft: IssueDraft): string {
  const lines = [
    draft.pageUrl ? `**Page:** ${draft.pageUrl}` : undefined,
    draft.version ? `**Version:** ${draft.version}` : undefined,
    draft.framework ? `**Framework:** ${draft.framework}` : undefined,
    draft.fileLink ? `**File:** ${draft.fileLink}` : undefined,
    '',
    '**What the docs site saw:**',
    ...draft.evidence.map((line) => `- ${line}`),
    '',
    '_Filed from the docs-health page of the docs site._',
  ].filter((line): line is string => line !== undefined)
  const body = lines.join('\n')
  return body.length > MAX_BODY_CHARS ? `${body.slice(0, MAX_BODY_CHARS)}\n\n[…cut: the docs-health page has the rest]` : body
}

/** The repository's "new issue" form with the draft filled in. */
export function newIssueUrl(repo: string, draft: IssueDraft): string {
  const params = new URLSearchParams({ title: draft.title.slice(0, 200), body: issueBody(draft), labels: 'documentation' })
  return `https://github.com/${repo}/issues/new?${params}`
}
