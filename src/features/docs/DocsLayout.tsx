import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { switchPath } from '~/lib/docs/paths'
import { sidebarFor, type DocsNavigation, type SidebarSection } from '~/lib/docs/sidebar'
import type { FrameworkDisplay } from '~/site/frameworks'
import type { Library } from '~/site/types'
import { isLatestVersion } from '~/site/versions'
import { DocsToolbar } from './DocsToolbar'
import { Sidebar } from './Sidebar'
import { useFrameworkPreference } from './useFrameworkPreference'

const DocsDrawer = lazy(() => import('./DocsDrawer'))

type DocsContextValue = {
  sections: SidebarSection[]
  /** The framework the docs show: the URL's, else the reader's choice, else the version's first. */
  framework: string | undefined
  /** Every framework the repository has at this version. */
  frameworks: FrameworkDisplay[]
}
const DocsContext = createContext<DocsContextValue>({ sections: [], framework: undefined, frameworks: [] })
export const useDocsContext = () => useContext(DocsContext)

function frameworkInPath(pathname: string): string | undefined {
  return /\/docs\/framework\/([^/]+)/.exec(pathname)?.[1]
}

export function DocsLayout(props: { library: Library; version: string; navigation: DocsNavigation; configProblem: string | null }) {
  const { library, version, navigation } = props
  const pathname = useLocation({ select: (location) => decodeURI(location.pathname).replace(/\/$/, '') })
  const frameworkValues = useMemo(() => navigation.frameworks.map((f) => f.value), [navigation.frameworks])
  const [framework, setFramework] = useFrameworkPreference(frameworkValues, frameworkInPath(pathname))
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Mounted from the first opening on, so the drawer's chunk is fetched only when wanted.
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const drawerTrigger = useRef<HTMLButtonElement>(null)
  useEffect(() => setDrawerOpen(false), [pathname])

  const sections = useMemo(() => sidebarFor(navigation, framework), [navigation, framework])
  const context = useMemo(() => ({ sections, framework, frameworks: navigation.frameworks }), [sections, framework, navigation.frameworks])

  const navigationPanel = (
    <div className="space-y-5">
      <DocsToolbar
        library={library}
        version={version}
        frameworks={navigation.frameworks}
        framework={framework}
        onFrameworkChange={setFramework}
        pathname={pathname}
      />
      {props.configProblem ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          The navigation of these docs could not be read. {props.configProblem}
        </p>
      ) : null}
      <Sidebar sections={sections} currentPath={pathname} />
    </div>
  )

  return (
    <DocsContext.Provider value={context}>
      {!isLatestVersion(library, version) ? (
        <div role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {`You are reading the docs of ${library.name} ${version}. The latest version is ${library.latestVersion}: `}
          <Link to={switchPath(pathname, { version: 'latest' })} className="font-semibold underline">
            read the latest docs
          </Link>
          .
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto p-4 lg:block">
          <Link to="/$libraryId/$version" params={{ libraryId: library.id, version }} className={`mb-4 block text-lg font-black ${library.textStyle}`}>
            {library.name}
          </Link>
          {navigationPanel}
        </aside>
        <div className="min-w-0 flex-1 border-gray-200 lg:border-l dark:border-gray-800">
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
              <Menu className="h-4 w-4" aria-hidden="true" />
              {library.name} docs
            </button>
            {drawerLoaded ? (
              <Suspense fallback={null}>
                <DocsDrawer library={library} open={drawerOpen} onOpenChange={setDrawerOpen} trigger={drawerTrigger}>
                  {navigationPanel}
                </DocsDrawer>
              </Suspense>
            ) : null}
          </div>
          <Outlet />
        </div>
      </div>
    </DocsContext.Provider>
  )
}
