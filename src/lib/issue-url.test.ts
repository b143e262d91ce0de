import { describe, expect, it } from 'vitest'
import { expectText } from '../../tests/support/text'
import { fileUrl, inertUrl, issueBody, missIssueDraft, newIssueUrl, quoteReaderText, quoteReaderTitle } from './issue-url'

describe('newIssueUrl', () => {
  it("opens the repository's new-issue form with title, page, version, framework, file and evidence", () => {
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
    expectText(url.searchParams.get('body')!, {
      has: [
        '**Page:** https://site.test/query/latest/docs/framework/react/guides/queries',
        '**Version:** latest',
        '**Framework:** react',
        '**File:** https://github.com/tanstack/query/blob/abc123/docs/framework/react/guides/queries.md',
        '- 3 readers answered "no"',
      ],
    })
  })

  it('quotes what readers wrote so GitHub shows it as text', () => {
    expect(quoteReaderText('<img src=x onerror=alert(1)> @someone `code`\nnext')).toBe('\\<img src=x onerror=alert(1)\\> @\u200bsomeone \\`code\\` next')
  })

  it('keeps the body short enough for a URL', () => {
    expect(issueBody({ title: 't', evidence: ['x'.repeat(10_000)] }).length).toBeLessThan(6100)
  })

  it('quotes a missed path and its referring hosts, which the requester chose, in the title, the page link and the evidence', () => {
    const path = '/query/latest/docs/[click me](https://evil.example) @tanstack/maintainers <img src=x onerror=alert(1)>\n# Heading\r\n`x`'
    const draft = missIssueDraft(
      {
        path,
        hits: 3,
        firstSeen: '2026-11-20T00:00:00Z',
        lastSeen: '2026-11-21T00:00:00Z',
        referrers: ['[a](https://evil.example)', '@org/team'],
        suggestion: null,
      },
      (p) => new URL(p, 'https://site.test').href,
    )
    const url = new URL(newIssueUrl('tanstack/query', { ...draft, title: `Docs: ${draft.title}` }))
    const title = url.searchParams.get('title')!
    const body = url.searchParams.get('body')!
    // One line, no mention, no code span.
    expect(title).not.toMatch(/[\r\n`]/)
    expect(title).not.toMatch(/@(?!\u200b)/)
    expect(title).toContain('is not found (3 visits)')
    // The body: no link, mention, HTML or heading a reader made.
    expect(body).not.toMatch(/(?<!\\)\[click me\]\(/)
    expect(body).not.toMatch(/(?<!\\)<img/)
    expect(body).not.toMatch(/@(?!\u200b)tanstack/)
    expect(body).not.toMatch(/@(?!\u200b)org/)
    expect(body).not.toMatch(/\n# Heading/)
    expect(body).toContain('Linked from: \\[a\\](https://evil.example), @\u200borg/team')
    const page = /\*\*Page:\*\* (\S+)\n/.exec(body)![1]!
    expect(page).toMatch(/^https:\/\/site\.test\/query\/latest\/docs\/[A-Za-z0-9\-./:%~]+$/)
    // The same address once decoded.
    expect(decodeURIComponent(page)).toBe(decodeURIComponent(new URL(path, 'https://site.test').href))
  })

  it('makes reader text one plain line for a title and a URL that is one plain link', () => {
    expect(quoteReaderTitle('a\nb\r\n@team `x`')).toBe("a b @\u200bteam 'x'")
    expect(inertUrl('https://site.test/docs/a_b(c)*[d]')).toBe('https://site.test/docs/a%5Fb%28c%29%2A%5Bd%5D')
    expect(inertUrl('https://site.test/\uD800x')).toBe('https://site.test/%EF%BF%BDx')
  })
})
