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
