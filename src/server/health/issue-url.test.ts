import { describe, expect, it } from 'vitest'
import { fileUrl, issueBody, newIssueUrl, quoteReaderText } from './issue-url'

describe('newIssueUrl', () => {
  it('opens the repository\'s new-issue form with title, page, version, framework, file and evidence', () => {
    const url = new URL(
      newIssueUrl('tanstack/query', {
        title: 'Docs: "Queries" page reported unhelpful',
        pageUrl: 'https://site.test/query/latest/docs/framework/react/guides/queries',
        version: 'latest',
        framework: 'react',
        fileLink: fileUrl('tanstack/query', 'abc123', 'docs/framework/react/guides/queries.md'),
        evidence: ['3 readers answered "no"'],
      }),
    )
    expect(url.origin + url.pathname).toBe('https://github.com/tanstack/query/issues/new')
    expect(url.searchParams.get('title')).toBe('Docs: "Queries" page reported unhelpful')
    expect(url.searchParams.get('labels')).toBe('documentation')
    const body = url.searchParams.get('body')!
    expect(body).toContain('**Page:** https://site.test/query/latest/docs/framework/react/guides/queries')
    expect(body).toContain('**Version:** latest')
    expect(body).toContain('**Framework:** react')
    expect(body).toContain('**File:** https://github.com/tanstack/query/blob/abc123/docs/framework/react/guides/queries.md')
    expect(body).toContain('- 3 readers answered "no"')
  })

  it('quotes what readers wrote so GitHub shows it as text', () => {
    expect(quoteReaderText('<img src=x onerror=alert(1)> @someone `code`\nnext')).toBe('\\<img src=x onerror=alert(1)\\> @\u200bsomeone \\`code\\` next')
  })

  it('keeps the body short enough for a URL', () => {
    expect(issueBody({ title: 't', evidence: ['x'.repeat(10_000)] }).length).toBeLessThan(6100)
  })
})
