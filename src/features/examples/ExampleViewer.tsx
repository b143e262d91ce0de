import { useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { Icon } from '~/features/lucide-icon'
import { useEffect, useId, useMemo, useState } from 'react'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { githubExampleUrl, githubFileUrl, sandboxKindFor, sandboxUrl } from '~/lib/examples/links'
import type { ExamplePanel } from '~/lib/examples/search'
import { flattenFiles } from '~/lib/examples/tree'
import { frameworkLabel as labelOf } from '~/site/frameworks'
import type { Library } from '~/site/types'
import type { ExampleLoaderData } from './example-route'
import { FileTree } from './FileTree'
import { FileView } from './FileView'
import './examples.css'

const sandboxNames = { stackblitz: 'StackBlitz', codesandbox: 'CodeSandbox' } as const
const toolbarButton =
  'inline-flex min-h-7 min-w-7 shrink-0 items-center justify-center gap-1.5 rounded-md whitespace-nowrap border border-gray-300 px-2 py-1 text-xs font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-gray-700 dark:hover:bg-gray-800'

/** The button that hides the file list (while it is open) or shows it again. */
function FilesToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={open ? 'Hide files' : 'Show files'}
      className="rounded p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:bg-gray-800"
      onClick={onToggle}
    >
      <Icon name={open ? 'panel-left-close' : 'panel-left-open'} aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}

export function ExampleViewer(props: { library: Library; version: string; framework: string; name: string; data: ExampleLoaderData }) {
  const { library, framework, name, data } = props
  const { root, branch, current } = data
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as { path?: string; panel?: ExamplePanel }
  const pathname = useLocation({ select: (location) => location.pathname })
  const sandboxesAllowed = usePublicConfig()?.exampleSandboxes ?? false
  const panel: ExamplePanel = sandboxesAllowed && search.panel === 'sandbox' ? 'sandbox' : 'code'

  const { tree, file } = data
  const files = useMemo(() => flattenFiles(tree).map((node) => node.path.slice(root.length + 1)), [tree, root])

  const pickerId = useId()
  const [explorerOpen, setExplorerOpen] = useState(true)
  const [fullscreen, setFullscreen] = useState(false)
  useEffect(() => {
    if (!fullscreen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullscreen])

  const hrefFor = (path: string) => `${pathname}?${new URLSearchParams({ ...(search.panel ? { panel: search.panel } : {}), path }).toString()}`
  // Choosing a file is a history entry (the back button returns to the previous file).
  const openFile = (path: string) => void navigate({ to: '.', search: (previous) => ({ ...previous, path, panel: undefined }) })
  const setPanel = (next: ExamplePanel) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, panel: next === 'code' ? undefined : next }), replace: true })

  const sandboxKind = sandboxKindFor(library.id)
  const frameworkLabel = labelOf(framework)

  return (
    <section
      aria-labelledby="example-title"
      data-fullscreen={fullscreen || undefined}
      className={`flex flex-col bg-white dark:bg-gray-950 ${fullscreen ? 'fixed inset-0 z-50' : 'h-[calc(100dvh-3.5rem)] min-h-[28rem]'}`}
    >
      <header className="flex flex-col gap-2 border-b border-gray-200 px-3 py-2 xl:flex-row xl:items-center dark:border-gray-800">
        <h1 id="example-title" className="min-w-0 truncate text-lg font-black xl:flex-1" title={`${library.name} ${frameworkLabel} example: ${name}`}>
          <span className={library.textStyle}>{library.name}</span> {frameworkLabel} example: {name}
        </h1>
        {/* One row down to a 320 px phone: on narrow screens the links and the full-screen button
            show only their icon, their label being their tooltip and accessible name. */}
        <div className="flex shrink-0 flex-wrap items-center gap-2 min-[320px]:flex-nowrap">
          {sandboxesAllowed ? (
            <div role="group" aria-label="View" className="inline-flex shrink-0 overflow-hidden rounded-md border border-gray-300 dark:border-gray-700">
              {(['code', 'sandbox'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={panel === option}
                  onClick={() => setPanel(option)}
                  className={`inline-flex items-center gap-1 px-2 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 ${
                    panel === option ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900' : 'hover:bg-gray-100 dark:hover:bg-gray-800'
                  }`}
                >
                  {option === 'code' ? (
                    <Icon name="code-xml" aria-hidden="true" className="h-3.5 w-3.5" />
                  ) : (
                    <Icon name="play" aria-hidden="true" className="h-3.5 w-3.5" />
                  )}
                  {option === 'code' ? 'Code' : 'Sandbox'}
                </button>
              ))}
            </div>
          ) : null}
          <a href={githubExampleUrl(library.repo, branch, root)} className={toolbarButton} rel="noreferrer" target="_blank" title="GitHub">
            <Icon name="git-fork" aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only min-[375px]:not-sr-only">GitHub</span>
          </a>
          {sandboxesAllowed ? (
            <a
              href={sandboxUrl(sandboxKind, { repo: library.repo, branch, root, file: current, embed: false })}
              className={toolbarButton}
              rel="noreferrer"
              target="_blank"
              title={`Open in ${sandboxNames[sandboxKind]}`}
            >
              <Icon name="external-link" aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only sm:not-sr-only">Open in {sandboxNames[sandboxKind]}</span>
            </a>
          ) : null}
          <button
            type="button"
            className={toolbarButton}
            aria-pressed={fullscreen}
            title={fullscreen ? 'Exit full screen' : 'Full screen'}
            onClick={() => setFullscreen((v) => !v)}
          >
            {fullscreen ? (
              <Icon name="minimize-2" aria-hidden="true" className="h-3.5 w-3.5" />
            ) : (
              <Icon name="maximize-2" aria-hidden="true" className="h-3.5 w-3.5" />
            )}
            <span className="sr-only sm:not-sr-only">{fullscreen ? 'Exit full screen' : 'Full screen'}</span>
          </button>
        </div>
      </header>
      {data.ignoredPath ? (
        <p
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {`"${data.ignoredPath}" is not a file of this example; showing ${current} instead.`}
        </p>
      ) : null}
      {panel === 'sandbox' ? (
        <iframe
          title={`${name} in ${sandboxNames[sandboxKind]}`}
          src={sandboxUrl(sandboxKind, { repo: library.repo, branch, root, file: current, embed: true })}
          loading="lazy"
          className="min-h-0 w-full flex-1 border-0"
          sandbox="allow-forms allow-modals allow-popups allow-same-origin allow-scripts"
        />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          {/* Phone width: a file picker instead of the explorer. */}
          <div className="border-b border-gray-200 p-2 md:hidden dark:border-gray-800">
            <div className="flex items-center gap-2 text-xs font-semibold">
              <label htmlFor={pickerId}>File</label>
              <select
                id={pickerId}
                value={current}
                onChange={(event) => openFile(event.target.value)}
                className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-2 py-1 font-mono text-xs dark:border-gray-700 dark:bg-gray-900"
              >
                {files.map((path) => (
                  <option key={path} value={path}>
                    {path}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {explorerOpen ? (
            <nav
              aria-label="Example files"
              className="example-explorer hidden shrink-0 flex-col overflow-auto border-r border-gray-200 md:flex dark:border-gray-800"
            >
              <div className="flex items-center justify-between px-2 pt-2 text-xs font-bold tracking-wide text-gray-500 uppercase dark:text-gray-400">
                Files
                <FilesToggle open onToggle={() => setExplorerOpen(false)} />
              </div>
              <FileTree tree={tree} root={root} current={current} onOpen={openFile} hrefFor={hrefFor} />
              {data.truncated ? <p className="px-2 py-1 text-xs text-gray-500">Some files are not listed: the example is too large.</p> : null}
            </nav>
          ) : (
            <div className="hidden border-r border-gray-200 p-1 md:block dark:border-gray-800">
              <FilesToggle open={false} onToggle={() => setExplorerOpen(true)} />
            </div>
          )}
          <FileView file={file} path={current} githubUrl={githubFileUrl(library.repo, branch, `${root}/${current}`)} />
        </div>
      )}
    </section>
  )
}
