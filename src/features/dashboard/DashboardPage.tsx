import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { signOutEverywhereFn, signOutFn } from '~/features/auth/auth.functions'
import { loadDashboardFn, rebuildSearchIndexFn, startDocsCheckFn, syncContentFn, type DashboardData } from './dashboard.functions'
import { findLibrary } from '~/site/libraries'
import { DocsHealthLinks } from '~/features/health/DocsHealthLinks'
import { ScrollingTable } from '~/features/layout/ScrollingTable'
import { wholeNumber } from '~/lib/numbers'
import { npmFacts, serverFacts, sponsorsFacts } from './facts'
import { formatDuration, formatRate, formatTime, shortId } from './format'

const actionButton =
  'inline-flex items-center rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60'
const quietButton =
  'inline-flex items-center rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-gray-600 dark:hover:bg-gray-800'

function Panel({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3 text-sm text-gray-800 dark:text-gray-200">{children}</div>
    </section>
  )
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
          <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A panel that is only a list of facts. */
function FactsPanel({ id, title, items }: { id: string; title: string; items: [string, ReactNode][] }) {
  return (
    <Panel id={id} title={title}>
      <Facts items={items} />
    </Panel>
  )
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The action did not complete.'
}

type PanelAction = {
  /** The server action; its answer is the sentence shown under the panel. */
  run: () => Promise<string>
  label: string
  busyLabel: string
  /** Whether the work is running (for work that goes on after the action answers); the action's own run counts too. */
  busy?: boolean
}

/** A panel with a button that runs a server action, shows its outcome under the panel's content, then reloads the dashboard's figures. */
function ActionPanel({
  id,
  title,
  action,
  reload,
  children,
}: {
  id: string
  title: string
  action: PanelAction
  reload: () => Promise<void>
  children: ReactNode
}) {
  const [state, setState] = useState<{ pending: boolean; message?: string; error?: string }>({ pending: false })
  const start = async () => {
    setState({ pending: true })
    try {
      const message = await action.run()
      await reload().catch(() => {})
      setState({ pending: false, message })
    } catch (error) {
      setState({ pending: false, error: errorText(error) })
    }
  }
  const busy = action.busy ?? state.pending
  return (
    <Panel
      id={id}
      title={title}
      action={
        <button type="button" className={actionButton} onClick={start} disabled={state.pending || busy}>
          {busy ? action.busyLabel : action.label}
        </button>
      }
    >
      {children}
      <p
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-5 ${state.error ? 'font-semibold text-red-700 dark:text-red-400' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {state.error ?? state.message}
      </p>
    </Panel>
  )
}

function ContentPanel({ content, reload }: { content: DashboardData['content']; reload: () => Promise<void> }) {
  const sync = async () => {
    const { reports } = await syncContentFn()
    const failed = reports.filter((r) => r.action === 'failed').length
    return `Sync finished: ${reports.length - failed} of ${reports.length} repositories updated${failed ? `, ${failed} failed` : ''}.`
  }
  return (
    <ActionPanel id="dashboard-content" title="Content freshness" action={{ run: sync, label: 'Sync now', busyLabel: 'Syncing…' }} reload={reload}>
      <ScrollingTable caption="Repository, branches and last sync of each library" columns={['Library', 'Repository', 'Branches → content', 'Last sync']}>
        {content.map((library) => (
          <tr key={library.id} className="border-b border-gray-100 align-top dark:border-gray-800">
            <th scope="row" className="py-2 pr-3 font-semibold">
              {library.name}
            </th>
            <td className="py-2 pr-3 font-mono text-xs">{library.repo}</td>
            <td className="py-2 pr-3">
              <ul>
                {library.branches.map((b) => (
                  <li key={b.branch} className="font-mono text-xs">
                    {b.branch} → <span className={b.resolved ? '' : 'text-red-700 dark:text-red-400'}>{b.error ?? shortId(b.resolved)}</span>
                  </li>
                ))}
              </ul>
            </td>
            <td className="py-2">
              {library.lastSync ? (
                <>
                  <span className={library.lastSync.action === 'failed' ? 'font-semibold text-red-700 dark:text-red-400' : ''}>{library.lastSync.action}</span>{' '}
                  {formatTime(library.lastSync.finishedAt)}
                  {library.lastSync.message ? <span className="block text-red-700 dark:text-red-400">{library.lastSync.message}</span> : null}
                  <span className="block text-gray-600 dark:text-gray-400">last success: {formatTime(library.lastSync.lastSuccessAt)}</span>
                </>
              ) : (
                'never synced'
              )}
            </td>
          </tr>
        ))}
      </ScrollingTable>
    </ActionPanel>
  )
}

const cell = 'py-2 pr-3 text-right tabular-nums'

/** The stored verdicts of the docs' TypeScript blocks at the commits served now, with the failures. */
function SnippetChecks({ snippets }: { snippets: DashboardData['docsCheck']['snippets'] }) {
  return (
    <div className="mt-5">
      <h3 id="dashboard-snippets" className="font-semibold">
        Code blocks
      </h3>
      <p className="mt-1 text-gray-600 dark:text-gray-400">
        Every TypeScript block type-checked against the version and framework its page documents, at the commit the site serves.{' '}
        <code>npm run docs:check -- --snippets</code> checks them and lists every failure.
      </p>
      {snippets.length ? (
        <>
          <ScrollingTable
            className="mt-3"
            labelledBy="dashboard-snippets"
            caption="Verdicts of the docs' TypeScript blocks per library, version and framework"
            columns={[
              'Library',
              'Version · framework',
              { label: 'Checked', numeric: true },
              { label: 'Fails', numeric: true },
              { label: 'Listing', numeric: true },
              { label: 'Fragment', numeric: true },
              { label: 'Skipped', numeric: true },
              { label: 'Judged', numeric: true },
            ]}
          >
            {snippets.flatMap((library) =>
              library.runs.map((run, index) => (
                <tr key={`${library.libraryId}-${run.version}-${run.framework}`} className="border-b border-gray-100 align-top dark:border-gray-800">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {index === 0 ? (
                      (findLibrary(library.libraryId)?.name ?? library.libraryId)
                    ) : (
                      <span className="sr-only">{findLibrary(library.libraryId)?.name ?? library.libraryId}</span>
                    )}
                  </th>
                  <td className="py-2 pr-3">
                    {run.version} · {run.framework}
                    <span className="block text-xs text-gray-600 dark:text-gray-400">
                      {run.skipped ? `skipped: ${run.skipped}${run.retryNote ? `; ${run.retryNote}` : ''}` : run.checkedWith}
                    </span>
                  </td>
                  <td className={cell}>{wholeNumber(run.counts.checked)}</td>
                  <td className={`${cell} ${run.counts.fails ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{wholeNumber(run.counts.fails)}</td>
                  <td className={cell}>{wholeNumber(run.counts.listing)}</td>
                  <td className={cell}>{wholeNumber(run.counts.fragment)}</td>
                  <td className={cell}>{wholeNumber(run.counts.skipped)}</td>
                  <td className="py-2 text-right tabular-nums">{run.coverage === undefined ? '–' : `${Math.round(run.coverage * 100)} %`}</td>
                </tr>
              )),
            )}
          </ScrollingTable>
          {snippets
            .filter((library) => library.failures.length > 0)
            .map((library) => {
              const name = findLibrary(library.libraryId)?.name ?? library.libraryId
              return (
                <div key={library.libraryId} className="mt-4" data-testid={`snippet-failures-${library.libraryId}`}>
                  <h4 className="font-semibold">{name}: blocks that do not compile</h4>
                  <ul className="mt-1 space-y-2">
                    {library.failures.map((failure) => (
                      <li key={`${failure.version}-${failure.framework}-${failure.file}-${failure.line}`} className="[overflow-wrap:anywhere]">
                        <span className="font-mono text-xs">
                          {failure.version} · {failure.framework} · {failure.file}:{failure.line} · TS{failure.code}
                        </span>
                        <span className="block">{failure.message}</span>
                        <span className="block text-xs">
                          <a className="text-emerald-800 underline hover:no-underline dark:text-emerald-300" href={failure.pageUrl}>
                            Page<span className="sr-only"> of {failure.file}</span>
                          </a>
                          {failure.githubUrl ? (
                            <>
                              {' · '}
                              <a
                                className="text-emerald-800 underline hover:no-underline dark:text-emerald-300"
                                href={failure.githubUrl}
                                rel="noreferrer"
                                target="_blank"
                              >
                                Line {failure.line} on GitHub<span className="sr-only"> in {failure.file}</span>
                              </a>
                            </>
                          ) : null}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {library.moreFailures ? (
                    <p className="mt-1 text-gray-600 dark:text-gray-400">
                      and {wholeNumber(library.moreFailures)} more: <code>npm run docs:check -- --snippets --library {library.libraryId}</code> lists them all.
                    </p>
                  ) : null}
                </div>
              )
            })}
        </>
      ) : (
        <p className="mt-2">No code block has been checked at the commits served now.</p>
      )}
    </div>
  )
}

function DocsCheckPanel({ docsCheck, reload }: { docsCheck: DashboardData['docsCheck']; reload: () => Promise<void> }) {
  const start = async () => {
    await startDocsCheckFn()
    return 'Docs check started: every page of every library is being rendered. Reload the dashboard in a few minutes for the results.'
  }
  return (
    <ActionPanel
      id="dashboard-docs-check"
      title="Docs check"
      action={{ run: start, busy: docsCheck.running, label: 'Check docs now', busyLabel: 'Checking…' }}
      reload={reload}
    >
      <p className="text-gray-600 dark:text-gray-400">
        The last check of each library: pages that fail to render, links, anchors and images that reach nothing. Site problems are the site&apos;s to fix;
        repository problems are mistakes in the docs themselves. <code>npm run docs:check</code> runs the same check.
      </p>
      {docsCheck.runs.length ? (
        <ScrollingTable
          className="mt-3"
          caption="Last docs check of each library"
          columns={['Library', 'Pages', 'Site problems', 'Repository problems', 'Worst pages', 'Checked']}
        >
          {docsCheck.runs.map((runOf) => (
            <tr key={runOf.libraryId} className="border-b border-gray-100 align-top dark:border-gray-800">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {findLibrary(runOf.libraryId)?.name ?? runOf.libraryId}
                <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">{runOf.versions.join(', ')}</span>
              </th>
              <td className="py-2 pr-3">{wholeNumber(runOf.pages)}</td>
              <td className={`py-2 pr-3 ${runOf.siteProblems ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{wholeNumber(runOf.siteProblems)}</td>
              <td className="py-2 pr-3">{wholeNumber(runOf.repositoryProblems)}</td>
              <td className="py-2 pr-3">
                <ul className="font-mono text-xs [overflow-wrap:anywhere]">
                  {runOf.worstPages.map((page) => (
                    <li key={page.page}>
                      {page.page} ({page.problems})
                    </li>
                  ))}
                </ul>
              </td>
              <td className="py-2">{formatTime(runOf.finishedAt)}</td>
            </tr>
          ))}
        </ScrollingTable>
      ) : (
        <p className="mt-3">No check has been recorded yet.</p>
      )}
      <SnippetChecks snippets={docsCheck.snippets} />
      {docsCheck.lastRun?.error ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400" data-testid="docs-check-failed">
          The check started {formatTime(docsCheck.lastRun.startedAt)} failed: {docsCheck.lastRun.error}
        </p>
      ) : null}
    </ActionPanel>
  )
}

const notConfigured = <p className="text-gray-600 dark:text-gray-400">Search is not configured.</p>

function SearchIndexPanel({ search, reload }: { search: DashboardData['search']; reload: () => Promise<void> }) {
  if (!search) {
    return (
      <Panel id="dashboard-search-index" title="Search index">
        {notConfigured}
      </Panel>
    )
  }
  const rebuild = async () => {
    await rebuildSearchIndexFn()
    return 'Search index rebuilt.'
  }
  return (
    <ActionPanel id="dashboard-search-index" title="Search index" action={{ run: rebuild, label: 'Rebuild', busyLabel: 'Rebuilding…' }} reload={reload}>
      <Facts
        items={[
          ['Records', wholeNumber(search.index.records)],
          ['Last build', formatTime(search.index.lastBuildAt)],
          ['Build time', formatDuration(search.index.buildMs)],
        ]}
      />
    </ActionPanel>
  )
}

function QueryList({ title, items }: { title: string; items: { query: string; count: number }[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {items.length ? (
        <ol className="mt-1 list-decimal pl-5">
          {items.map((item) => (
            <li key={item.query}>
              {item.query} <span className="text-gray-600 dark:text-gray-400">({wholeNumber(item.count)})</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-gray-600 dark:text-gray-400">None yet.</p>
      )}
    </div>
  )
}

function SearchAnalyticsPanel({ search }: { search: DashboardData['search'] }) {
  const analytics = search?.analytics
  return (
    <Panel id="dashboard-search-analytics" title="Search analytics">
      {analytics ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <QueryList title="Top queries" items={analytics.topQueries} />
          <QueryList title="Queries with no results" items={analytics.noResultQueries} />
          <p>
            Click-through: <strong>{formatRate(analytics.clickThroughRate)}</strong>
          </p>
        </div>
      ) : (
        notConfigured
      )}
    </Panel>
  )
}

/** The maintainers' dashboard: content, search, npm and sponsors at a glance, with actions. */
export function DashboardPage({ data: loaded }: { data: DashboardData }) {
  const router = useRouter()
  const [data, setData] = useState(loaded)
  const reload = async () => setData(await loadDashboardFn())
  const signOut = async (everywhere: boolean) => {
    await (everywhere ? signOutEverywhereFn() : signOutFn())
    await router.invalidate()
    await router.navigate({ to: '/login' })
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black tracking-tight">Dashboard</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Signed in as <strong>{data.admin}</strong> · figures as of {formatTime(data.at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={quietButton} onClick={() => signOut(false)}>
            Sign out
          </button>
          <button type="button" className={quietButton} onClick={() => signOut(true)}>
            Sign out everywhere
          </button>
        </div>
      </div>
      <div className="mt-6 grid gap-4">
        <ContentPanel content={data.content} reload={reload} />
        <DocsCheckPanel docsCheck={data.docsCheck} reload={reload} />
        <DocsHealthLinks />
        <div className="grid gap-4 md:grid-cols-2">
          <SearchIndexPanel search={data.search} reload={reload} />
          <SearchAnalyticsPanel search={data.search} />
          <FactsPanel id="dashboard-npm" title="npm statistics cache" items={npmFacts(data.npm)} />
          <FactsPanel id="dashboard-sponsors" title="Sponsors source" items={sponsorsFacts(data.sponsors)} />
          <FactsPanel id="dashboard-server" title="Server process" items={serverFacts(data.server)} />
        </div>
      </div>
    </div>
  )
}
