/** A library's docs health as Markdown: the weekly export (`npm run docs:health`). Pure. */
import type { DocsHealthReport } from './report'
import { quoteReaderText } from '~/lib/issue-url'

const day = (iso: string) => iso.slice(0, 10)
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

export function healthMarkdown(report: DocsHealthReport): string {
  const out: string[] = []
  const { library, readers, searches, misses, feedback, votes, docsCheck, agentEval } = report
  out.push(`# Docs health: ${library.name}`, '', `${day(report.since)} to ${day(report.generatedAt)} · issues: https://github.com/${library.repo}/issues`, '')

  out.push(
    '## Who reads',
    '',
    `People: ${readers.totals.human} · AI agents: ${readers.totals.agents} · other bots: ${readers.totals.bots} · programs: ${readers.totals.programs}`,
  )
  if (readers.byAgent.length) out.push('', `Agents: ${readers.byAgent.map((a) => `${a.name} ${a.hits}`).join(', ')}`)
  out.push('', `_${readers.note}_`, '')

  if (agentEval) {
    out.push(
      '## Agent answer quality',
      '',
      `${agentEval.questions} questions, run ${day(agentEval.finishedAt)}`,
      '',
      '| channel | hit@1 | hit@3 |',
      '|---|---|---|',
    )
    for (const [channel, score] of Object.entries(agentEval.figures.channels))
      out.push(`| ${channel} | ${(100 * score.hitAt1).toFixed(1)} % | ${(100 * score.hitAt3).toFixed(1)} % |`)
    out.push('')
  }

  out.push('## Pages not found', '')
  if (!misses.length) out.push('None.', '')
  else {
    out.push('| path | visits | from | suggested page | issue |', '|---|---|---|---|---|')
    // The path and the referring hosts are the requester's words: quoted, as comments are.
    for (const m of misses)
      out.push(
        `| ${quoteReaderText(m.path)} | ${m.hits} | ${m.referrers.map(quoteReaderText).join(', ') || '—'} | ${m.redirectedTo ? `redirected to ${m.redirectedTo}` : (m.suggestion ?? '—')} | [open](${m.issueUrl}) |`,
      )
    out.push('')
  }

  out.push('## Feedback', '')
  if (!feedback.length) out.push('None.', '')
  for (const f of feedback) {
    const what = f.helpful === true ? 'Helpful' : f.helpful === false ? 'Not helpful' : f.block ? `Problem in ${f.block}` : 'Comment'
    out.push(`- **${what}** · [${f.page}](${f.pageUrl}) · ${day(f.createdAt)} · [${f.file}](${f.fileUrl}) · [open issue](${f.issueUrl})`)
    if (f.comment) out.push(`  > ${quoteReaderText(f.comment)}`)
  }
  if (votes.length) {
    out.push('', '| page | yes | no |', '|---|---|---|')
    for (const v of votes) out.push(`| [${v.page}](${v.pageUrl}) | ${v.yes} | ${v.no} |`)
  }
  out.push('')

  out.push('## Searches', '', `_${searches.note}_`, '')
  for (const [title, list] of [
    ['No result', searches.noResults],
    ['No click', searches.noClicks],
  ] as const) {
    out.push(`**${title}:** ${list.length ? list.map((q) => `${quoteReaderText(q.query)} (${q.count})`).join(', ') : 'none'}`, '')
  }

  out.push('## Docs check', '')
  if (docsCheck.summary)
    out.push(
      `Last run ${day(docsCheck.summary.finishedAt)}: ${docsCheck.summary.pages} pages, ${docsCheck.summary.repositoryProblems} problems in the repository, ${docsCheck.summary.siteProblems} of the site.`,
      '',
    )
  else out.push('No run recorded.', '')
  if (docsCheck.problems.length) {
    out.push('| kind | page | target | detail | file | issue |', '|---|---|---|---|---|---|')
    for (const p of docsCheck.problems)
      out.push(
        `| ${p.kind} | ${cell(p.page)} | ${cell(p.target ?? '—')} | ${cell(p.detail)} | ${p.fileUrl ? `[${p.file}](${p.fileUrl})` : '—'} | ${p.owner === 'repository' ? `[open](${p.issueUrl})` : 'site'} |`,
      )
    out.push('')
  }
  return `${out.join('\n').trimEnd()}\n`
}
