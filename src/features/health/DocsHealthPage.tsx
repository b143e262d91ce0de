import { Link, useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { channelLabel } from '~/lib/feedback-channel'
import { ScrollingTable } from '~/features/layout/ScrollingTable'
import { PathText } from './PathText'
import { createDocRedirectFn, deleteDocRedirectFn, healthPeriods, type DocsHealthData } from './health.functions'

const quietButton =
  'inline-flex items-center rounded-md border border-gray-300 px-2 py-1 text-xs font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800'
const linkClass = 'text-emerald-700 underline underline-offset-2 hover:text-emerald-600 dark:text-emerald-400 [overflow-wrap:break-word]'
const cell = 'py-2 pr-3 align-top'

function Panel({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
        {count !== undefined ? <span className="ml-2 text-sm font-normal text-gray-600 dark:text-gray-400">({count})</span> : null}
      </h2>
      <div className="mt-3 text-sm text-gray-800 dark:text-gray-200">{children}</div>
    </section>
  )
}

function IssueLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={`${quietButton} whitespace-nowrap`}>
      Open issue
    </a>
  )
}

function FileLink({ href, file }: { href: string | null; file: string | null }) {
  if (!href || !file) return <span className="text-gray-500">—</span>
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={`${linkClass} font-mono text-xs`}>
      <PathText path={file} />
    </a>
  )
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`
const day = (iso: string) => iso.slice(0, 10)
const empty = (text: string) => <p className="text-gray-600 dark:text-gray-400">{text}</p>

function RedirectButton({
  fromPath,
  toPath,
  redirectedTo,
  reload,
}: {
  fromPath: string
  toPath: string | null
  redirectedTo: string | null
  reload: () => Promise<void>
}) {
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false })
  const act = async (run: () => Promise<unknown>) => {
    setState({ pending: true })
    try {
      await run()
      await reload()
      setState({ pending: false })
    } catch (error) {
      setState({ pending: false, error: error instanceof Error ? error.message : 'The redirect was not saved.' })
    }
  }
  return (
    <div className="flex flex-col items-start gap-1">
      {redirectedTo ? (
        <>
          <span className="text-xs">
            Redirected (301) to <span className="font-mono">{redirectedTo}</span>
          </span>
          <button type="button" className={quietButton} disabled={state.pending} onClick={() => act(() => deleteDocRedirectFn({ data: { fromPath } }))}>
            Remove redirect
          </button>
        </>
      ) : toPath ? (
        <button type="button" className={quietButton} disabled={state.pending} onClick={() => act(() => createDocRedirectFn({ data: { fromPath, toPath } }))}>
          Redirect here permanently
        </button>
      ) : null}
      {state.error ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          {state.error}
        </span>
      ) : null}
    </div>
  )
}

/** One library's docs health: what readers and their tools failed to find or said, each with its file and an "Open issue" link. */
export function DocsHealthPage({ data, since, reload }: { data: DocsHealthData; since: string; reload: () => Promise<void> }) {
  const router = useRouter()
  const { library, readers, searches, misses, feedback, votes, docsCheck, agentEval, redirects } = data
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/dashboard" className={linkClass}>
          Dashboard
        </Link>{' '}
        › Docs health
      </p>
      <h1 className="mt-1 text-3xl font-black tracking-tight">Docs health: {library.name}</h1>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        Since {day(data.since)} · issues go to{' '}
        <a href={`https://github.com/${library.repo}/issues`} className={linkClass} target="_blank" rel="noreferrer noopener">
          {library.repo}
        </a>
      </p>
      <nav aria-label="Period" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {healthPeriods.map((period) => (
          <Link
            key={period}
            to="/dashboard/docs-health/$libraryId"
            params={{ libraryId: library.id }}
            search={{ since: period }}
            aria-current={period === since ? 'page' : undefined}
            className={`${quietButton} ${period === since ? 'bg-emerald-700 text-white hover:bg-emerald-800 dark:hover:bg-emerald-800' : ''}`}
          >
            {period}
          </Link>
        ))}
        <a href={`/api/admin/docs-health/${library.id}?since=${since}`} className={linkClass}>
          JSON
        </a>
        <a href={`/api/admin/docs-redirects.json?library=${library.id}`} className={linkClass}>
          Redirects file ({redirects.length})
        </a>
        <button type="button" className={quietButton} onClick={() => void reload().then(() => router.invalidate())}>
          Refresh
        </button>
      </nav>

      <div className="mt-6 grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Panel id="health-readers" title="Who reads">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="text-gray-600 dark:text-gray-400">People (pages, Markdown)</dt>
              <dd className="font-semibold">{readers.totals.human}</dd>
              <dt className="text-gray-600 dark:text-gray-400">AI agents</dt>
              <dd className="font-semibold">{readers.totals.agents}</dd>
              <dt className="text-gray-600 dark:text-gray-400">Other bots</dt>
              <dd className="font-semibold">{readers.totals.bots}</dd>
              <dt className="text-gray-600 dark:text-gray-400">Programs and tools</dt>
              <dd className="font-semibold">{readers.totals.programs}</dd>
            </dl>
            {readers.byAgent.length ? <p className="mt-2">Agents: {readers.byAgent.map((agent) => `${agent.name} ${agent.hits}`).join(' · ')}</p> : null}
            <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{readers.note}</p>
          </Panel>
          <Panel id="health-agent-eval" title="Agent answer quality">
            {agentEval ? (
              <>
                <ScrollingTable wide caption="Hit rates of the agent question set per channel" columns={['Channel', 'hit@1', 'hit@3', 'gate (hit@3)']}>
                  {Object.entries(agentEval.figures.channels).map(([channel, score]) => (
                    <tr key={channel} className="border-b border-gray-100 dark:border-gray-800">
                      <th scope="row" className={`${cell} font-mono text-xs`}>
                        {channel}
                      </th>
                      <td className={cell}>{percent(score.hitAt1)}</td>
                      <td className={cell}>{percent(score.hitAt3)}</td>
                      <td className={cell}>
                        {agentEval.figures.threshold[channel] !== undefined ? `≥ ${percent(agentEval.figures.threshold[channel])}` : '—'}
                      </td>
                    </tr>
                  ))}
                </ScrollingTable>
                <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
                  {agentEval.questions} questions, run {day(agentEval.finishedAt)} (npm run docs:agent-eval).
                </p>
              </>
            ) : (
              empty('No run recorded yet: npm run docs:agent-eval records one.')
            )}
          </Panel>
        </div>

        <Panel id="health-misses" title="Pages not found" count={misses.length}>
          {misses.length ? (
            <ScrollingTable wide caption="Doc URLs that found no page" columns={['Path', 'Visits', 'From', 'Suggested page', 'Action', '']}>
              {misses.map((miss) => (
                <tr key={miss.path} className="border-b border-gray-100 dark:border-gray-800">
                  <td className={`${cell} font-mono text-xs`}>
                    <PathText path={miss.path} />
                  </td>
                  <td className={cell}>
                    {miss.hits}
                    <span className="block text-xs text-gray-500">last {day(miss.lastSeen)}</span>
                  </td>
                  <td className={`${cell} text-xs`}>{miss.referrers.join(', ') || '—'}</td>
                  <td className={`${cell} font-mono text-xs`}>
                    {miss.suggestion ? (
                      <a href={miss.suggestion} className={linkClass}>
                        <PathText path={miss.suggestion} />
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={cell}>
                    <RedirectButton fromPath={miss.path} toPath={miss.suggestion} redirectedTo={miss.redirectedTo} reload={reload} />
                  </td>
                  <td className={cell}>
                    <IssueLink href={miss.issueUrl} />
                  </td>
                </tr>
              ))}
            </ScrollingTable>
          ) : (
            empty('No doc URL went unanswered in this period.')
          )}
        </Panel>

        <Panel id="health-feedback" title="Feedback" count={feedback.length}>
          {feedback.length ? (
            <ul className="divide-y divide-gray-100 dark:divide-gray-800">
              {feedback.map((item) => (
                <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    <p>
                      <span className="font-semibold">
                        {item.helpful === true ? 'Helpful' : item.helpful === false ? 'Not helpful' : item.block ? 'Problem reported' : 'Comment'}
                      </span>
                      {' · '}
                      <a href={item.pageUrl} className={linkClass}>
                        <PathText path={item.page} />
                      </a>
                      {item.block ? <span className="font-mono text-xs"> ({item.block})</span> : null}
                      <span className="text-xs text-gray-500">
                        {' '}
                        · {day(item.createdAt)} · {channelLabel(item.source)}
                      </span>
                    </p>
                    {item.comment ? (
                      <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-gray-50 p-2 dark:bg-gray-800">{item.comment}</p>
                    ) : null}
                    <p className="mt-1">
                      <FileLink href={item.fileUrl} file={`${item.file} @ ${item.commit.slice(0, 10)}`} />
                    </p>
                  </div>
                  <IssueLink href={item.issueUrl} />
                </li>
              ))}
            </ul>
          ) : (
            empty('No feedback in this period.')
          )}
          {votes.length ? (
            <div className="mt-4">
              <h3 className="font-semibold">Votes per page</h3>
              <ScrollingTable wide caption="Was this page helpful? votes per page" columns={['Page', 'Yes', 'No', 'File', '']}>
                {votes.map((vote) => (
                  <tr key={vote.page} className="border-b border-gray-100 dark:border-gray-800">
                    <td className={`${cell} font-mono text-xs`}>
                      <a href={vote.pageUrl} className={linkClass}>
                        <PathText path={vote.page} />
                      </a>
                    </td>
                    <td className={cell}>{vote.yes}</td>
                    <td className={`${cell} ${vote.no > vote.yes ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{vote.no}</td>
                    <td className={cell}>
                      <FileLink href={vote.fileUrl} file={vote.fileUrl ? vote.fileUrl.replace(/^.*\/blob\/[^/]+\//, '') : null} />
                    </td>
                    <td className={cell}>{vote.no ? <IssueLink href={vote.issueUrl} /> : null}</td>
                  </tr>
                ))}
              </ScrollingTable>
            </div>
          ) : null}
        </Panel>

        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ['health-no-results', 'Searches with no result', searches.noResults],
              ['health-no-clicks', 'Searches with no click', searches.noClicks],
            ] as const
          ).map(([id, title, list]) => (
            <Panel key={id} id={id} title={title} count={list.length}>
              {list.length ? (
                <ul className="divide-y divide-gray-100 dark:divide-gray-800">
                  {list.map((query) => (
                    <li key={query.query} className="flex items-center justify-between gap-2 py-1.5">
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        “{query.query}” <span className="text-xs text-gray-500">× {query.count}</span>
                      </span>
                      <IssueLink href={query.issueUrl} />
                    </li>
                  ))}
                </ul>
              ) : (
                empty('None in this period.')
              )}
              <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{searches.note}</p>
            </Panel>
          ))}
        </div>

        <Panel id="health-docs-check" title="Docs check" count={docsCheck.problems.length}>
          {docsCheck.summary ? (
            <p className="mb-2">
              Last run {day(docsCheck.summary.finishedAt)}: {docsCheck.summary.pages} pages, {docsCheck.summary.repositoryProblems} problems in the repository,{' '}
              {docsCheck.summary.siteProblems} of the site.
            </p>
          ) : (
            empty('No docs check recorded yet: run it from the dashboard or with npm run docs:check.')
          )}
          {docsCheck.problems.length ? (
            <ScrollingTable wide caption="Problems the docs check found" columns={['Kind', 'Page', 'Target', 'Detail', 'File', '']}>
              {docsCheck.problems.map((problem, index) => (
                <tr key={`${problem.page}:${problem.target}:${index}`} className="border-b border-gray-100 dark:border-gray-800">
                  <td className={cell}>{problem.kind}</td>
                  <td className={`${cell} font-mono text-xs`}>
                    <PathText path={problem.page} />
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{problem.target ? <PathText path={problem.target} /> : '—'}</td>
                  <td className={cell}>{problem.detail}</td>
                  <td className={cell}>
                    <FileLink href={problem.fileUrl} file={problem.file} />
                  </td>
                  <td className={cell}>{problem.owner === 'repository' ? <IssueLink href={problem.issueUrl} /> : <span className="text-xs">site</span>}</td>
                </tr>
              ))}
            </ScrollingTable>
          ) : null}
        </Panel>
      </div>
    </div>
  )
}
