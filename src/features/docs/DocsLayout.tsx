import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { hydrateWhereShown } from './hydrate-where-shown'
import { Icon } from '~/features/lucide-icon'
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { frameworkInPath, switchPath } from '~/lib/docs/address'
import { sectionsOf } from '~/lib/docs/in-page-sidebar'
import { missingPageNotice } from '~/lib/docs/missing-page'
import type { SidebarSection } from '~/lib/docs/sidebar'
import { frameworkDisplay, type FrameworkDisplay } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { isLatestVersion } from '~/site/versions'
import { docLoaders, type DocsLayoutData } from './doc-route'
import { DocsToolbar } from './DocsToolbar'
import { Sidebar } from './Sidebar'
import { CompactTableOfContents } from './TableOfContents'
import type { Heading } from '~/server/markdown'
import { useFrameworkPreference } from './useFrameworkPreference'
import { usePresentedPathname } from '~/features/layout/usePresentedPathname'
import { onPageSettled } from '~/features/layout/page-settled'
import './switch-notice'

const DocsDrawer = lazy(() => import('./DocsDrawer'))

type DocsContextValue = {
  sections: SidebarSection[]
  /** The framework the docs show: the URL's, else the reader's choice, else the version's first. */
  framework: string | undefined
  /** Every framework the repository has at this version. */
  frameworks: FrameworkDisplay[]
  /** A doc page tells the layout its contents, which the phone docs drawer lists. */
  setPageHeadings: (headings: Heading[]) => void
}
const DocsContext = createContext<DocsContextValue>({ sections: [], framework: undefined, frameworks: [], setPageHeadings: () => undefined })
export const useDocsContext = () => useContext(DocsContext)

/** The sidebar the page came with; on a server-rendered page its sections are read from the markup. */
type SentSidebar = DocsLayoutData['sidebar']

/**
 * The sidebar of `framework`: the one the page came with when it is that framework's, else
 * fetched once per tab (other-sidebar.ts) — the page shows the one it has meanwhile.
 */
function useSidebar(library: Library, version: string, framework: string | undefined, sent: SentSidebar): SidebarSection[] {
  const key = `${library.id}/${version}/${framework ?? ''}`
  const [fetched, setFetched] = useState<{ key: string; sections: SidebarSection[] } | undefined>(undefined)
  const other = framework !== sent.framework
  useEffect(() => {
    if (!other) return
    let current = true
    void import('./other-sidebar')
      .then(({ otherSidebar }) => otherSidebar({ libraryId: library.id, version, framework }))
      .then(
        (sections) => sections && current && setFetched({ key, sections }),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [other, key, library.id, version, framework])
  return other && fetched?.key === key ? fetched.sections : sectionsOf(sent.sections)
}

export function DocsLayout(props: {
  library: Library
  version: string
  info: Pick<DocsLayoutData, 'frameworks' | 'configProblem' | 'sidebar' | 'latestMajor'> & { marks?: DocsLayoutData['marks'] }
}) {
  const { library, version, info } = props
  const pathname = usePresentedPathname()
  const searchStr = useLocation({ select: (location) => location.searchStr })
  const switchNotice = useLocation({ select: (location) => location.state.switchNotice })
  const docsPrefix = `/${library.id}/${version}/docs/`
  const notice =
    switchNotice ??
    missingPageNotice(searchStr, { libraryName: library.name, version, landedOn: pathname.startsWith(docsPrefix) ? pathname.slice(docsPrefix.length) : '' })
  const frameworks = useMemo(() => info.frameworks.map(frameworkDisplay), [info.frameworks])
  // The URL's framework at once, the page still on screen meanwhile: a framework picked in the
  // toolbar shows in the toolbar and the sidebar while its page comes.
  const frameworkInUrl = useLocation({ select: (location) => frameworkInPath(location.pathname) })
  const [framework, setFramework] = useFrameworkPreference(info.frameworks, frameworkInUrl)
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Mounted from the first opening on, so the drawer's chunk is fetched only when wanted.
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const drawerTrigger = useRef<HTMLButtonElement>(null)
  useEffect(() => setDrawerOpen(false), [pathname])
  // The next page's loaders, before the reader asks for it (a click then starts its data request
  // at once). Not through a state: a render of the layout on settling would make React render the
  // parts a phone leaves as the server wrote them, moving the links under a reader's finger.
  useEffect(() => onPageSettled(() => void docLoaders().catch(() => undefined)), [])

  const sections = useSidebar(library, version, framework, info.sidebar)
  const [pageHeadings, setPageHeadings] = useState<Heading[]>([])
  // The drawer locks the page's scrolling while open: it closes first, then the page jumps.
  const jumpFromDrawer = (id: string) => {
    setDrawerOpen(false)
    window.setTimeout(() => {
      // What following the link does once nothing holds the page still.
      window.location.hash = encodeURIComponent(id)
    }, 50)
  }
  const context = useMemo(() => ({ sections, framework, frameworks, setPageHeadings }), [sections, framework, frameworks])

  const navigationPanel = (
    <div className="space-y-5">
      <DocsToolbar
        library={library}
        version={version}
        frameworks={frameworks}
        framework={framework}
        onFrameworkChange={setFramework}
        pathname={pathname}
        latestMajor={info.latestMajor}
      />
      {info.configProblem ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          The navigation of these docs could not be read. {info.configProblem}
        </p>
      ) : null}
      <Sidebar sections={sections} currentPath={pathname} marks={info.marks} />
    </div>
  )

  return (
    <DocsContext.Provider value={context}>
      {!isLatestVersion(library, version) ? (
        <div
          role="note"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {`You are reading the docs of ${library.name} ${version}. The latest version is ${info.latestMajor}: `}
          <Link to={switchPath(pathname, { version: 'latest' })} className="font-semibold underline">
            read the latest docs
          </Link>
          .
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto p-4 lg:block">
          {/* Shown from `lg` (64rem) on, as its class says; narrower, the drawer holds the sidebar. */}
          <Hydrate when={hydrateWhereShown('(min-width: 64rem)')} split={false}>
            <Link to="/$libraryId/$version" params={{ libraryId: library.id, version }} className={`mb-4 block text-lg font-black ${library.textStyle}`}>
              {library.name}
            </Link>
            {navigationPanel}
          </Hydrate>
        </aside>
        <div id="doc-content" tabIndex={-1} className="min-w-0 flex-1 border-gray-200 outline-none lg:border-l dark:border-gray-800">
          <div className="sticky top-14 z-30 flex items-center gap-2 border-b border-gray-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden dark:border-gray-800 dark:bg-gray-950/95">
            <button
              ref={drawerTrigger}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerLoaded(true)
                setDrawerOpen(true)
              }}
              className="inline-flex items-center gap-1.5 rounded-md border border-gray-300 px-2 py-1 text-sm font-semibold dark:border-gray-700"
            >
              <Icon name="menu" className="h-4 w-4" aria-hidden="true" />
              {library.name} docs
            </button>
            {drawerLoaded ? (
              <Suspense fallback={null}>
                <DocsDrawer library={library} open={drawerOpen} onOpenChange={setDrawerOpen} trigger={drawerTrigger}>
                  {pageHeadings.length > 1 ? <CompactTableOfContents headings={pageHeadings} className="mb-5" onNavigate={jumpFromDrawer} /> : null}
                  {navigationPanel}
                </DocsDrawer>
              </Suspense>
            ) : null}
          </div>
          {notice ? (
            <p
              role="status"
              data-docs-notice=""
              className="mx-4 mt-4 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900 sm:mx-8 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
            >
              {notice}
            </p>
          ) : null}
          <Outlet />
        </div>
      </div>
    </DocsContext.Provider>
  )
}
