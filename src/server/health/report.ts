/**
 * One library's docs health: what readers and their tools failed to find or said, joined with
 * the repository file and commit of each page, each item with a pre-filled "new issue" link to
 * the library's own tracker. Read by the dashboard page, its JSON API and the weekly export.
 */
import { findPage } from '~/lib/docs/page-list'
import { channelLabel } from '~/lib/feedback-channel'
import { docAddressOfPath, docPathOf } from '~/lib/docs/address'
import { getConfig } from '~/server/config'
import { getDatabase, type Database } from '~/server/db'
import { lastDocsChecks, type DocsCheckSummary } from './docs-check'
import { pageListOf } from '~/server/docs/doc-page'
import { recentEvents } from '~/server/search/events'
import { queryLog } from '~/server/search/query-log'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { AGENT_NAMES, HUMAN, isAgent } from './agents'
import { latestAgentEvalRun, type AgentEvalRun } from './agent-eval-runs'
import { checkProblemsOf, type CheckProblemRow } from './check-problems'
import { recentFeedback, votesByPage } from './feedback'
import { fileUrl, missIssueDraft, newIssueUrl, quoteReaderText, quoteReaderTitle } from '~/lib/issue-url'
import { listRedirects, topMisses } from './misses'
import { readsOf } from './reads'

export type QueryCount = { query: string; count: number; issueUrl: string }

export type DocsHealthReport = {
  library: { id: string; name: string; repo: string }
  since: string
  generatedAt: string
  searches: { noResults: QueryCount[]; noClicks: QueryCount[]; searches: number; note: string }
  misses: {
    path: string
    hits: number
    referrers: string[]
    firstSeen: string
    lastSeen: string
    suggestion: string | null
    redirectedTo: string | null
    issueUrl: string
  }[]
  redirects: { fromPath: string; toPath: string; createdAt: string; createdBy: string }[]
  feedback: {
    id: string
    createdAt: string
    pageUrl: string
    page: string
    version: string
    framework: string | null
    block: string | null
    helpful: boolean | null
    comment: string | null
    source: string
    file: string
    fileUrl: string
    commit: string
    issueUrl: string
  }[]
  votes: { page: string; pageUrl: string; yes: number; no: number; fileUrl: string | null; issueUrl: string }[]
  readers: {
    days: { day: string; humanPages: number; markdown: number; llms: number; mcp: number; agents: number; bots: number }[]
    totals: { human: number; agents: number; bots: number; programs: number }
    byAgent: { name: string; hits: number }[]
    note: string
  }
  docsCheck: {
    summary: DocsCheckSummary | null
    /** A stored problem as shown: its file linked, its commit named, an issue drafted. */
    problems: (Omit<CheckProblemRow, 'id' | 'libraryId' | 'commitSha'> & { fileUrl: string | null; commit: string | null; issueUrl: string })[]
  }
  agentEval: AgentEvalRun | null
}

export class UnknownLibraryError extends Error {}

/** `7d`, `24h`, `30d`: the time that long before `now`. */
export function sinceOf(spec: string, now = new Date()): Date {
  const match = /^(\d{1,4})([dh])$/.exec(spec.trim())
  if (!match) throw new Error(`"${spec}" is not a period: write 7d or 24h`)
  const amount = Number(match[1])
  return new Date(now.getTime() - amount * (match[2] === 'd' ? 86_400_000 : 3_600_000))
}

function absolute(path: string): string {
  return new URL(path, getConfig().SITE_URL).href
}

/** The file link of a site doc path at the commit its version resolves to now, when the page exists. */
async function fileOfPath(
  library: Library,
  path: string,
): Promise<{ file: string; commit: string; fileUrl: string; version: string; framework: string | null } | undefined> {
  const address = docAddressOfPath(path)
  if (!address) return undefined
  const found = await pageListOf(library.id, address.version).catch(() => undefined)
  if (!found || found.kind !== 'list') return undefined
  const entry = findPage(found.list, address.page)
  if (!entry) return undefined
  return {
    file: entry.file,
    commit: found.list.contentId,
    fileUrl: fileUrl(library.repo, found.list.contentId, entry.file),
    version: address.version,
    framework: entry.framework,
  }
}

function countQueries(entries: { query: string }[], limit = 20): { query: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const entry of entries) counts.set(entry.query, (counts.get(entry.query) ?? 0) + 1)
  return [...counts]
    .map(([query, count]) => ({ query, count }))
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
    .slice(0, limit)
}

export async function docsHealthReport(libraryId: string, since: Date, database?: Database): Promise<DocsHealthReport> {
  const library = findLibrary(libraryId)
  if (!library) throw new UnknownLibraryError(`Library with id "${libraryId}" not found`)
  const db = database ?? (await getDatabase())
  const sinceIso = since.toISOString()
  const name = `${getConfig().SITE_NAME} ${library.name}`.trim()
  const issue = (title: string, draft: Omit<Parameters<typeof newIssueUrl>[1], 'title'>) => newIssueUrl(library.repo, { title: `Docs: ${title}`, ...draft })

  // Searches, from this instance's query log (in memory) and the stored click events.
  const searches = queryLog.searchesOf(library.id, since.getTime())
  const clicked = new Set((await recentEvents(db, 5000).catch(() => [])).filter((e) => e.eventType === 'click' && e.queryId).map((e) => e.queryId!))
  const searchItem =
    (what: string) =>
    (q: { query: string; count: number }): QueryCount => ({
      ...q,
      issueUrl: issue(`readers search for "${quoteReaderTitle(q.query, 80)}" and ${what}`, {
        evidence: [`${q.count} searches for "${quoteReaderText(q.query)}" in the ${name} docs ${what} (since ${sinceIso.slice(0, 10)})`],
      }),
    })

  const [misses, redirects, feedback, votes, reads, checks, problems, agentEval] = await Promise.all([
    topMisses(db, library.id, { since: sinceIso }),
    listRedirects(db, library.id),
    recentFeedback(db, library.id, { since: sinceIso }),
    votesByPage(db, library.id, sinceIso),
    readsOf(db, library.id, sinceIso.slice(0, 10)),
    lastDocsChecks().catch(() => []),
    checkProblemsOf(db, library.id),
    latestAgentEvalRun(db).catch(() => undefined),
  ])
  const redirectOf = new Map(redirects.map((r) => [r.fromPath, r.toPath]))

  const missItems = await Promise.all(
    misses.map(async (miss) => {
      const target = miss.suggestion ? await fileOfPath(library, miss.suggestion) : undefined
      return {
        path: miss.path,
        hits: miss.hits,
        referrers: miss.referrers,
        firstSeen: miss.firstSeen,
        lastSeen: miss.lastSeen,
        suggestion: miss.suggestion,
        redirectedTo: redirectOf.get(miss.path) ?? null,
        issueUrl: (({ title, ...draft }) => issue(title, draft))(missIssueDraft(miss, absolute, target)),
      }
    }),
  )

  const pageUrlOf = (version: string, page: string) => absolute(docPathOf(library.id, version, page))
  const feedbackItems = feedback.map((item) => {
    const link = fileUrl(library.repo, item.commitSha, item.file)
    const pageUrl = pageUrlOf(item.version, item.page) + (item.blockId && !item.blockId.startsWith('code-') ? `#${item.blockId}` : '')
    const what = item.blockId
      ? `a problem reported in ${item.blockId.startsWith('code-') ? `code block ${item.blockId.slice(5)}` : `section #${item.blockId}`}`
      : item.helpful === 0
        ? 'a reader found the page unhelpful'
        : item.helpful === 1
          ? 'a reader found the page helpful'
          : 'a reader commented'
    return {
      id: item.id,
      createdAt: item.createdAt,
      pageUrl,
      page: item.page,
      version: item.version,
      framework: item.framework,
      block: item.blockId,
      helpful: item.helpful === null ? null : item.helpful === 1,
      comment: item.comment,
      source: item.source,
      file: item.file,
      fileUrl: link,
      commit: item.commitSha,
      issueUrl: issue(`${item.page}: ${what}`, {
        pageUrl,
        version: item.version,
        framework: item.framework,
        fileLink: link,
        evidence: [
          `${what} (${item.createdAt.slice(0, 10)}, ${channelLabel(item.source)})`,
          ...(item.comment ? [`The reader wrote: ${quoteReaderText(item.comment)}`] : []),
        ],
      }),
    }
  })

  const voteItems = await Promise.all(
    votes.map(async (vote) => {
      const target = await fileOfPath(library, docPathOf(library.id, 'latest', vote.page))
      const pageUrl = pageUrlOf('latest', vote.page)
      return {
        page: vote.page,
        pageUrl,
        yes: vote.yes,
        no: vote.no,
        fileUrl: target?.fileUrl ?? null,
        issueUrl: issue(`${vote.page}: ${vote.no} of ${vote.yes + vote.no} readers found it unhelpful`, {
          pageUrl,
          framework: target?.framework,
          fileLink: target?.fileUrl,
          evidence: [`"Was this page helpful?": ${vote.yes} yes, ${vote.no} no since ${sinceIso.slice(0, 10)}`],
        }),
      }
    }),
  )

  const days = new Map<string, DocsHealthReport['readers']['days'][number]>()
  const totals = { human: 0, agents: 0, bots: 0, programs: 0 }
  const agents = new Map<string, number>()
  for (const read of reads) {
    const day = days.get(read.day) ?? { day: read.day, humanPages: 0, markdown: 0, llms: 0, mcp: 0, agents: 0, bots: 0 }
    days.set(read.day, day)
    if (read.channel === 'page' && read.reader === HUMAN) day.humanPages += read.hits
    if (read.channel === 'markdown') day.markdown += read.hits
    if (read.channel === 'llms') day.llms += read.hits
    if (read.channel === 'mcp') day.mcp += read.hits
    if (isAgent(read.reader)) {
      day.agents += read.hits
      totals.agents += read.hits
      agents.set(read.reader, (agents.get(read.reader) ?? 0) + read.hits)
    } else if (read.reader === HUMAN) totals.human += read.hits
    else if (read.reader === 'bot') {
      day.bots += read.hits
      totals.bots += read.hits
    } else totals.programs += read.hits
  }

  const summary = checks.find((check) => check.libraryId === library.id) ?? null
  return {
    library: { id: library.id, name, repo: library.repo },
    since: sinceIso,
    generatedAt: new Date().toISOString(),
    searches: {
      noResults: countQueries(searches.filter((s) => s.nbHits === 0)).map(searchItem('find nothing')),
      noClicks: countQueries(searches.filter((s) => s.nbHits > 0 && !clicked.has(s.queryID))).map(searchItem('open no result')),
      searches: searches.length,
      note: 'Searches narrowed to this library, as this server instance logged them (its last 5,000 searches, kept in memory).',
    },
    misses: missItems,
    redirects: redirects.map(({ fromPath, toPath, createdAt, createdBy }) => ({ fromPath, toPath, createdAt, createdBy })),
    feedback: feedbackItems,
    votes: voteItems,
    readers: {
      days: [...days.values()],
      totals,
      byAgent: AGENT_NAMES.filter((n) => agents.has(n))
        .map((n) => ({ name: n, hits: agents.get(n)! }))
        .sort((a, b) => b.hits - a.hits),
      note: 'Requests this site answered (a CDN in front answers some without asking), told apart by User-Agent only. Page views are full page loads; moves between pages inside the app are not counted.',
    },
    docsCheck: {
      summary,
      problems: problems.map((p) => {
        const link = p.file && p.commitSha ? fileUrl(library.repo, p.commitSha, p.file) : null
        return {
          version: p.version,
          kind: p.kind,
          owner: p.owner,
          page: p.page,
          target: p.target,
          detail: p.detail,
          file: p.file,
          fileUrl: link,
          commit: p.commitSha,
          issueUrl: issue(`broken ${p.kind} on ${p.page}`, {
            pageUrl: p.page.startsWith('/') ? absolute(p.page) : undefined,
            version: p.version,
            fileLink: link ?? undefined,
            evidence: [`The docs check found: ${p.kind}${p.target ? ` ${p.target}` : ''}: ${p.detail}`],
          }),
        }
      }),
    },
    agentEval: agentEval ?? null,
  }
}
